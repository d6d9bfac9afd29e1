import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '@jhatpat/machines';

export interface CheckoutFlow {
  actor: ActorRefFrom<typeof checkoutMachine>;
  /** Loads addresses and cart afresh (after an address was saved or deleted), then chooses `chooseAddressId`. */
  restart: (chooseAddressId: string | null) => void;
}

export const CheckoutFlowContext = createContext<CheckoutFlow | null>(null);

export function useCheckoutFlow(): CheckoutFlow {
  const flow = useContext(CheckoutFlowContext);
  if (!flow) throw new Error('useCheckoutFlow needs a CheckoutFlowProvider above it (the /checkout and /payment layout route).');
  return flow;
}

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { toCartLines } from '@jhatpat/api-client';
import { cartMachine, type CartLine } from '@jhatpat/machines';
import { useShopServices } from '../services/shop-services';
import { useSessionEvents, useSession } from '../session/session-provider';

export type CartActor = ActorRefFrom<typeof cartMachine>;

const CartContext = createContext<CartActor | null>(null);

/**
 * One cart for the whole app (docs/product.md §4): a guest's lives in browser storage, a customer's on the server;
 * on login the guest lines are pushed one by one, then the guest cart is removed.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { api, storage } = useShopServices();
  const { role } = useSession();
  const machine = useMemo(
    () =>
      cartMachine.provide({
        actors: {
          loadGuestCart: fromPromise<CartLine[]>(async () => storage.readGuestCart()),
          fetchCart: fromPromise<CartLine[]>(async () => toCartLines(await api.cart.get())),
          saveQuantity: fromPromise<CartLine[], { productId: string; quantity: number }>(async ({ input }) =>
            toCartLines(await api.cart.setQuantity(input)),
          ),
        },
        actions: {
          saveGuestCart: ({ context }) => storage.writeGuestCart(context.lines),
          removeGuestCart: () => storage.removeGuestCart(),
        },
      }),
    [api, storage],
  );
  const actor = useActorRef(machine, { input: { role, choices: storage.readCartChoices() } });

  // Issue 19 item 10: a chosen tip or donation survives a reload (logout clears it with the rest of the storage).
  useEffect(() => {
    let last = '';
    const subscription = actor.subscribe(({ context: { tipPaise, donation } }) => {
      const next = JSON.stringify({ tipPaise, donation });
      if (next === last) return;
      last = next;
      storage.writeCartChoices({ tipPaise, donation });
    });
    return () => subscription.unsubscribe();
  }, [actor, storage]);

  useSessionEvents(
    useCallback(
      (event) => {
        if (event.type === 'session.loggedOut') actor.send({ type: 'session.logout' });
        else actor.send({ type: 'session.login', role: event.role });
      },
      [actor],
    ),
  );

  return <CartContext.Provider value={actor}>{children}</CartContext.Provider>;
}

export function useCartActor(): CartActor {
  const actor = useContext(CartContext);
  if (!actor) throw new Error('useCartActor needs a CartProvider above it.');
  return actor;
}

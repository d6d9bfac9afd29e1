import type { SavedAddress } from '@jhatpat/ui';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '@jhatpat/machines';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Which part of the flow a screen shows; each screen decides what to do with the stages that are not its own. */
export type CheckoutStage = 'loading' | 'failed' | 'choosingAddress' | 'payment' | 'placing' | 'paying' | 'leaving';

export function checkoutStage(snapshot: CheckoutSnapshot): CheckoutStage {
  if (snapshot.matches('loadingAddresses') || snapshot.matches('loadingCart')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('choosingAddress')) return 'choosingAddress';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('placing')) return 'placing';
  // A card is paid in a frame on the payment screen; every other end leaves the flow.
  if (snapshot.matches('redirecting') && snapshot.context.paymentMethod === 'CARD' && snapshot.context.paymentUrl) return 'paying';
  return 'leaving';
}

/** The machine keeps addresses as loose records; they are the API's saved addresses. */
export const savedAddressesOf = (snapshot: CheckoutSnapshot): SavedAddress[] => snapshot.context.addresses as unknown as SavedAddress[];

export const selectedAddressOf = (snapshot: CheckoutSnapshot): SavedAddress | null =>
  savedAddressesOf(snapshot).find((address) => address._id === snapshot.context.selectedAddressId) ?? null;

import { computeBill, type Bill } from '@jhatpat/domain';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.js';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** docs/product.md §2 /checkout: the proceed button reads "Select an Address" until one is chosen. */
export const selectProceedLabel = ({ context }: CheckoutSnapshot): string =>
  context.selectedAddressId === null ? 'Select an Address' : 'Proceed to Payment';
/** docs/product.md §2 /payment. */
export const selectPlaceOrderLabel = ({ context }: CheckoutSnapshot): string =>
  context.paymentMethod === 'COD' ? 'Place Order (COD)' : 'Pay Now';
/** docs/product.md §8: shown on the confirmation after a COD order. */
export const selectConfirmationMessage = (snapshot: CheckoutSnapshot): string | null =>
  snapshot.matches('confirmed') ? 'Order placed successfully! Pay when your order arrives' : null;
export const selectCheckoutError = ({ context }: CheckoutSnapshot): string | null => context.error;
export const selectCheckoutBill = ({ context }: CheckoutSnapshot): Bill =>
  computeBill({ lines: context.lines, tipPaise: context.tipPaise, donation: context.donation });
/** Where the app sends the browser, or null: docs/product.md §4 redirect for CARD/UPI, §6 /login on 401/403. */
export const selectOutcome = (snapshot: CheckoutSnapshot): 'confirmed' | 'payment.redirect' | 'login.required' | null =>
  snapshot.matches('confirmed') ? 'confirmed' : snapshot.matches('redirecting') ? 'payment.redirect' : snapshot.matches('loginRequired') ? 'login.required' : null;

import type { CartEmptiedReason, CartLine } from './cart.events.js';

/**
 * What is asked of one cart, with every fact the decision needs: whether a product is on sale now,
 * the guest cart's lines, the stream version the expiry job saw. The handlers look those up; the
 * decider (cart.decider.ts) reads nothing itself.
 */
export type CartCommand =
  /** POST /cart/add, /guest-cart/add: the absolute new quantity; 0 removes the line. */
  | { type: 'SetQuantity'; data: { productId: string; quantity: number; productOnSale: boolean } }
  /** PUT /cart/update: the current quantity plus a whole-number change. */
  | { type: 'ChangeQuantity'; data: { productId: string; change: number; productOnSale: boolean } }
  /** POST /cart/update-charges: the amounts as the shopper chose them, in rupees. */
  | { type: 'ChooseCharges'; data: { tipRupees: number; donationRupees: number } }
  /** DELETE /cart, and placing an order. */
  | { type: 'EmptyCart'; data: { reason: CartEmptiedReason; orderId?: string } }
  /** POST /cart/merge-guest: the guest cart's key and lines, and which of its products are on sale now. */
  | { type: 'MergeGuestCart'; data: { guestCart: string; guestLines: readonly CartLine[]; onSale: ReadonlySet<string> } }
  /** The expiry job: the cart's version now, and the version and time it was found idle at. */
  | { type: 'ExpireGuestCart'; data: { version: number; idleVersion: number; idleSince: Date } };

export type CartCommandType = CartCommand['type'];

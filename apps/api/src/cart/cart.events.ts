import type { NewEvent, RecordedEvent } from '../platform/event-store/index.js';

export interface CartLine {
  productId: string;
  quantity: number;
}

export type CartEmptiedReason = 'customer' | 'order-placed';

// Facts about one cart, in past tense. Prices are not in them: a cart shows today's prices; an order
// takes its own snapshot of prices when it is placed.
export type CartEvent =
  | NewEvent<'CartItemQuantitySet', CartLine>
  | NewEvent<'CartItemRemoved', { productId: string }>
  | NewEvent<'CartChargesChosen', { tipPaise: number; donationPaise: number }>
  | NewEvent<'CartEmptied', { reason: CartEmptiedReason; orderId?: string }>
  // v2 names the guest cart by its key (guestCartKey), v1 held the Guest-Token itself (upcast on read).
  | NewEvent<'GuestCartMerged', { guestCart: string; lines: CartLine[] }>
  // A guest cart idle past the shop's limit is closed: its view row goes, its stream stays (docs/decisions.md#guest-cart-expiry).
  | NewEvent<'GuestCartExpired', { idleSince: string }>;

export type CartEventType = CartEvent['type'];

export const cartEventTypes: readonly CartEventType[] = [
  'CartItemQuantitySet',
  'CartItemRemoved',
  'CartChargesChosen',
  'CartEmptied',
  'GuestCartMerged',
  'GuestCartExpired',
];

export type RecordedCartEvent = RecordedEvent<CartEventType, CartEvent['data']>;

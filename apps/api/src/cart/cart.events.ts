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
  | NewEvent<'GuestCartMerged', { guestToken: string; lines: CartLine[] }>;

export type CartEventType = CartEvent['type'];

export const cartEventTypes: readonly CartEventType[] = [
  'CartItemQuantitySet',
  'CartItemRemoved',
  'CartChargesChosen',
  'CartEmptied',
  'GuestCartMerged',
];

export type RecordedCartEvent = RecordedEvent<CartEventType, CartEvent['data']>;

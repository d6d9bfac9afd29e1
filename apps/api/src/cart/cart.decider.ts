import type { RecordedEvent, StreamModel } from '../platform/event-store/index.js';
import type { CartEmptiedReason, CartEvent, CartLine } from './cart.events.js';
import { CartRefusal } from './cart-refusal.error.js';
import { cartRules } from './cart-rules.js';

export interface CartState {
  /** In the order the shopper first added them. */
  lines: CartLine[];
  tipPaise: number;
  /** null until the shopper chooses: the shop's default then applies (donation on, SPEC §9). */
  donationPaise: number | null;
  /** Keys (guestCartKey) of the guest carts merged in. */
  mergedGuestCarts: string[];
}

export const emptyCart = (): CartState => ({ lines: [], tipPaise: 0, donationPaise: null, mergedGuestCarts: [] });

export function evolveCart(state: CartState, event: RecordedEvent | CartEvent): CartState {
  const e = event as CartEvent;
  switch (e.type) {
    case 'CartItemQuantitySet': {
      const exists = state.lines.some((line) => line.productId === e.data.productId);
      const lines = exists
        ? state.lines.map((line) => (line.productId === e.data.productId ? { ...line, quantity: e.data.quantity } : line))
        : [...state.lines, { productId: e.data.productId, quantity: e.data.quantity }];
      return { ...state, lines };
    }
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((line) => line.productId !== e.data.productId) };
    case 'CartChargesChosen':
      return { ...state, tipPaise: e.data.tipPaise, donationPaise: e.data.donationPaise };
    case 'CartEmptied':
      // An emptied cart keeps the shopper's donation choice but starts the next order without a tip.
      return { ...state, lines: [], tipPaise: 0 };
    case 'GuestCartMerged':
      return { ...state, lines: e.data.lines, mergedGuestCarts: [...state.mergedGuestCarts, e.data.guestCart] };
    case 'GuestCartExpired':
      // The token still names this stream: used again, it starts an empty cart.
      return emptyCart();
    default:
      return state;
  }
}

export const cartModel: StreamModel<CartState> = { initialState: emptyCart, evolve: evolveCart };

export const quantityOf = (state: CartState, productId: string): number =>
  state.lines.find((line) => line.productId === productId)?.quantity ?? 0;

/** POST /cart/add: the absolute new quantity; 0 removes the line. */
export function setQuantity(state: CartState, productId: string, quantity: number): CartEvent[] {
  cartRules.assertQuantity(quantity);
  const current = quantityOf(state, productId);
  if (quantity === current) return [];
  if (quantity === 0) return [{ type: 'CartItemRemoved', data: { productId } }];
  return [{ type: 'CartItemQuantitySet', data: { productId, quantity } }];
}

/** PUT /cart/update: the current quantity plus a change; below 0 or above the limit is refused. */
export function changeQuantity(state: CartState, productId: string, change: number): CartEvent[] {
  if (!Number.isInteger(change)) throw new CartRefusal('change must be a whole number');
  const next = quantityOf(state, productId) + change;
  if (next < 0) throw new CartRefusal('Quantity cannot go below 0');
  return setQuantity(state, productId, next);
}

export function chooseCharges(state: CartState, tipPaise: number, donationPaise: number): CartEvent[] {
  cartRules.assertTip(tipPaise);
  cartRules.assertDonation(donationPaise);
  if (state.tipPaise === tipPaise && state.donationPaise === donationPaise) return [];
  return [{ type: 'CartChargesChosen', data: { tipPaise, donationPaise } }];
}

export function emptyTheCart(state: CartState, reason: CartEmptiedReason, orderId?: string): CartEvent[] {
  if (state.lines.length === 0 && state.tipPaise === 0) return [];
  return [{ type: 'CartEmptied', data: orderId ? { reason, orderId } : { reason } }];
}

/**
 * Brings a guest's lines into the customer's cart. Where both hold a product, the larger quantity
 * wins: the same milk added before and after logging in is one intention, not two
 * (docs/decisions.md#guest-cart-merge). Merging the same guest cart twice changes nothing.
 */
export function mergeGuestCart(state: CartState, guestCart: string, guestLines: readonly CartLine[]): CartEvent[] {
  if (state.mergedGuestCarts.includes(guestCart) || guestLines.length === 0) return [];
  const lines = state.lines.map((line) => ({ ...line }));
  for (const guest of guestLines) {
    const mine = lines.find((line) => line.productId === guest.productId);
    if (mine) mine.quantity = Math.min(cartRules.maxQuantity, Math.max(mine.quantity, guest.quantity));
    else lines.push({ productId: guest.productId, quantity: Math.min(cartRules.maxQuantity, guest.quantity) });
  }
  return [{ type: 'GuestCartMerged', data: { guestCart, lines } }];
}

/**
 * Closes a guest cart the expiry job found idle at `idleVersion` since `idleSince`. Anything appended
 * since (an add, or another instance closing it first) moved the version on: then nothing happens.
 */
export function expireGuestCart(version: number, idleVersion: number, idleSince: Date): CartEvent[] {
  if (version === 0 || version !== idleVersion) return [];
  return [{ type: 'GuestCartExpired', data: { idleSince: idleSince.toISOString() } }];
}

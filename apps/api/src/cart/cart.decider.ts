import type { RecordedEvent, StreamModel } from '../platform/event-store/index.js';
import type { CartCommand } from './cart.commands.js';
import type { CartEmptiedReason, CartEvent, CartLine } from './cart.events.js';
import { CartRefusal } from './cart-refusal.error.js';
import { cartRules } from './cart-rules.js';

const PRODUCT_NOT_FOUND = 'Product not found';

export interface CartState {
  /** In the order the shopper first added them. */
  lines: CartLine[];
  tipPaise: number;
  /** null until the shopper chooses: the shop's default then applies (donation on, docs/product.md §9). */
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

/** What the cart records for a command, or a CartRefusal: pure, so its specs need no database. */
export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'SetQuantity': {
      const { productId, quantity, productOnSale } = command.data;
      // Only adding needs the product on sale: a hidden product can still leave the cart.
      if (quantity > 0 && !productOnSale) throw new CartRefusal(PRODUCT_NOT_FOUND);
      return setQuantity(state, productId, quantity);
    }
    case 'ChangeQuantity': {
      const { productId, change, productOnSale } = command.data;
      if (change > 0 && !productOnSale) throw new CartRefusal(PRODUCT_NOT_FOUND);
      if (!Number.isInteger(change)) throw new CartRefusal('change must be a whole number');
      const next = quantityOf(state, productId) + change;
      if (next < 0) throw new CartRefusal('Quantity cannot go below 0');
      return setQuantity(state, productId, next);
    }
    case 'ChooseCharges': {
      const tipPaise = cartRules.tipPaise(command.data.tipRupees);
      const donationPaise = cartRules.donationPaise(command.data.donationRupees);
      if (state.tipPaise === tipPaise && state.donationPaise === donationPaise) return [];
      return [{ type: 'CartChargesChosen', data: { tipPaise, donationPaise } }];
    }
    case 'EmptyCart': {
      const { reason, orderId } = command.data;
      if (state.lines.length === 0 && state.tipPaise === 0) return [];
      return [{ type: 'CartEmptied', data: orderId ? { reason, orderId } : { reason } }];
    }
    case 'MergeGuestCart':
      return mergeGuestCart(state, command.data);
    case 'ExpireGuestCart': {
      // Anything appended since the job looked (an add, or another instance closing it first) moved the version on.
      const { version, idleVersion, idleSince } = command.data;
      if (version === 0 || version !== idleVersion) return [];
      return [{ type: 'GuestCartExpired', data: { idleSince: idleSince.toISOString() } }];
    }
  }
}

export const cartModel: StreamModel<CartState> = { initialState: emptyCart, evolve: evolveCart };

/** The cart's decider as one object: what a handler, a spec or another context needs of it. */
export const cartDecider = { initialState: emptyCart, evolve: evolveCart, decide: decideCart };

/** Placing an order empties the customer's cart in the order's own transaction (ordering/place-order). */
export const emptyTheCart = (state: CartState, reason: CartEmptiedReason, orderId?: string): CartEvent[] =>
  decideCart({ type: 'EmptyCart', data: { reason, orderId } }, state);

const quantityOf = (state: CartState, productId: string): number =>
  state.lines.find((line) => line.productId === productId)?.quantity ?? 0;

function setQuantity(state: CartState, productId: string, quantity: number): CartEvent[] {
  cartRules.assertQuantity(quantity);
  if (quantity === quantityOf(state, productId)) return [];
  if (quantity === 0) return [{ type: 'CartItemRemoved', data: { productId } }];
  return [{ type: 'CartItemQuantitySet', data: { productId, quantity } }];
}

/**
 * Brings the guest's lines still on sale into the customer's cart. Where both hold a product, the
 * larger quantity wins: the same milk added before and after logging in is one intention, not two
 * (docs/decisions.md#guest-cart-merge). Merging the same guest cart twice changes nothing.
 */
function mergeGuestCart(state: CartState, { guestCart, guestLines, onSale }: Extract<CartCommand, { type: 'MergeGuestCart' }>['data']): CartEvent[] {
  const merging = guestLines.filter((line) => onSale.has(line.productId));
  if (state.mergedGuestCarts.includes(guestCart) || merging.length === 0) return [];
  const lines = state.lines.map((line) => ({ ...line }));
  for (const guest of merging) {
    const mine = lines.find((line) => line.productId === guest.productId);
    if (mine) mine.quantity = Math.min(cartRules.maxQuantity, Math.max(mine.quantity, guest.quantity));
    else lines.push({ productId: guest.productId, quantity: Math.min(cartRules.maxQuantity, guest.quantity) });
  }
  return [{ type: 'GuestCartMerged', data: { guestCart, lines } }];
}

import { Refusal } from '../platform/event-store/index.js';
import { deciderSpecification } from '../platform/event-store/testing/decider-specification.js';
import type { CartCommand } from './cart.commands.js';
import { type CartState, decideCart, emptyCart, emptyTheCart, evolveCart } from './cart.decider.js';
import type { CartEvent } from './cart.events.js';
import { CartRefusal } from './cart-refusal.error.js';

const spec = deciderSpecification(emptyCart, evolveCart);
// The helper's `when` takes the decision as a function of the state given: here, one cart command.
const when = (command: CartCommand) => (state: CartState) => decideCart(command, state);

const set = (productId: string, quantity: number, productOnSale = true): CartCommand => ({ type: 'SetQuantity', data: { productId, quantity, productOnSale } });
const change = (productId: string, by: number, productOnSale = true): CartCommand => ({ type: 'ChangeQuantity', data: { productId, change: by, productOnSale } });
const charges = (tipRupees: number, donationRupees: number): CartCommand => ({ type: 'ChooseCharges', data: { tipRupees, donationRupees } });
const merge = (guestCart: string, guestLines: { productId: string; quantity: number }[], onSale = guestLines.map((l) => l.productId)): CartCommand => ({
  type: 'MergeGuestCart',
  data: { guestCart, guestLines, onSale: new Set(onSale) },
});
const idleSince = new Date('2026-10-01T10:00:00Z');
const expire = (version: number, idleVersion: number): CartCommand => ({ type: 'ExpireGuestCart', data: { version, idleVersion, idleSince } });

const quantitySet = (productId: string, quantity: number): CartEvent => ({ type: 'CartItemQuantitySet', data: { productId, quantity } });
const removed = (productId: string): CartEvent => ({ type: 'CartItemRemoved', data: { productId } });
const chosen = (tipPaise: number, donationPaise: number): CartEvent => ({ type: 'CartChargesChosen', data: { tipPaise, donationPaise } });
const expired: CartEvent = { type: 'GuestCartExpired', data: { idleSince: '2026-10-01T10:00:00.000Z' } };

describe('a cart', () => {
  describe('sets a product’s absolute quantity', () => {
    it('adds a line, and changes or removes (at 0) a line it holds', () => {
      spec.given().when(when(set('milk', 2))).then(quantitySet('milk', 2));
      spec.given(quantitySet('milk', 2)).when(when(set('milk', 99))).then(quantitySet('milk', 99));
      spec.given(quantitySet('milk', 2)).when(when(set('milk', 0))).then(removed('milk'));
    });
    it('records nothing when the quantity is unchanged or an absent line is set to 0', () => {
      spec.given(quantitySet('milk', 2)).when(when(set('milk', 2))).thenNothingHappens();
      spec.given().when(when(set('bread', 0))).thenNothingHappens();
    });
    it.each([
      [-1, 'Quantity cannot go below 0'],
      [1.5, 'quantity must be a whole number'],
      [100, 'You can add at most 99 of one product'],
    ])('refuses %p', (quantity, message) => {
      spec.given().when(when(set('milk', quantity))).thenRefuses(new CartRefusal(message));
    });
    it('adds only a product on sale now, but lets one no longer on sale leave the cart', () => {
      spec.given().when(when(set('milk', 1, false))).thenRefuses(new CartRefusal('Product not found'));
      spec.given(quantitySet('milk', 2)).when(when(set('milk', 2, false))).thenRefuses(new CartRefusal('Product not found'));
      spec.given(quantitySet('milk', 2)).when(when(set('milk', 0, false))).then(removed('milk'));
    });
  });

  describe('changes a quantity by a whole number', () => {
    it('adds the change to the current quantity, removing the line at 0', () => {
      spec.given(quantitySet('milk', 2)).when(when(change('milk', 3))).then(quantitySet('milk', 5));
      spec.given().when(when(change('milk', 1))).then(quantitySet('milk', 1));
      spec.given(quantitySet('milk', 2)).when(when(change('milk', -2))).then(removed('milk'));
    });
    it('records nothing for a change of 0', () => {
      spec.given(quantitySet('milk', 1)).when(when(change('milk', 0))).thenNothingHappens();
    });
    it('refuses to go below 0 or above 99, and a change that is not whole', () => {
      spec.given(quantitySet('milk', 1)).when(when(change('milk', -2))).thenRefuses(new CartRefusal('Quantity cannot go below 0'));
      spec.given(quantitySet('milk', 98)).when(when(change('milk', 2))).thenRefuses(new CartRefusal('You can add at most 99 of one product'));
      spec.given(quantitySet('milk', 1)).when(when(change('milk', 0.5))).thenRefuses(new CartRefusal('change must be a whole number'));
    });
    it('adds to a product only while it is on sale, and lets one no longer on sale go down', () => {
      spec.given(quantitySet('milk', 2)).when(when(change('milk', 1, false))).thenRefuses(new CartRefusal('Product not found'));
      spec.given(quantitySet('milk', 2)).when(when(change('milk', -1, false))).then(quantitySet('milk', 1));
    });
  });

  describe('chooses the tip and the donation', () => {
    it('keeps a tip chip, a custom whole tip or none, and the donation on or off, in paise', () => {
      spec.given().when(when(charges(30, 0))).then(chosen(3000, 0));
      spec.given().when(when(charges(17, 1))).then(chosen(1700, 100));
      spec.given().when(when(charges(500, 1))).then(chosen(50_000, 100));
      spec.given(chosen(2000, 100)).when(when(charges(0, 0))).then(chosen(0, 0));
    });
    it('records nothing when nothing changes', () => {
      spec.given(chosen(2000, 100)).when(when(charges(20, 1))).thenNothingHappens();
    });
    it.each([[10.5], [-20], [501], [20.001]])('refuses a tip of %p rupees', (tip) => {
      spec.given().when(when(charges(tip, 1))).thenRefuses(new CartRefusal('Tip must be 0, 20, 30, 50 or a whole amount up to 500 rupees'));
    });
    it.each([[5], [0.5], [2]])('refuses a donation of %p rupees', (donation) => {
      spec.given().when(when(charges(20, donation))).thenRefuses(new CartRefusal('Donation must be 0 or 1'));
    });
  });

  describe('is emptied', () => {
    it('for an order placed, keeping the donation choice and dropping the tip', () => {
      const state = [quantitySet('milk', 2), chosen(2000, 0)];
      spec.given(...state).when((s) => emptyTheCart(s, 'order-placed', 'o1')).then({ type: 'CartEmptied', data: { reason: 'order-placed', orderId: 'o1' } });
      const after = [...state, { type: 'CartEmptied', data: { reason: 'order-placed', orderId: 'o1' } } as CartEvent].reduce(evolveCart, emptyCart());
      expect(after).toMatchObject({ lines: [], tipPaise: 0, donationPaise: 0 });
    });
    it('by the customer, even when only a tip is left', () => {
      spec.given(chosen(2000, 100)).when(when({ type: 'EmptyCart', data: { reason: 'customer' } })).then({ type: 'CartEmptied', data: { reason: 'customer' } });
    });
    it('records nothing for a cart already empty', () => {
      spec.given().when(when({ type: 'EmptyCart', data: { reason: 'customer' } })).thenNothingHappens();
      spec.given(chosen(0, 100)).when((s) => emptyTheCart(s, 'customer')).thenNothingHappens();
    });
  });

  describe('merges a guest cart at login', () => {
    const guest = [{ productId: 'milk', quantity: 3 }, { productId: 'bread', quantity: 1 }];
    it('takes the larger quantity where both carts hold a product, and appends the rest', () => {
      spec.given(quantitySet('milk', 2), quantitySet('eggs', 6)).when(when(merge('g1', guest))).then({
        type: 'GuestCartMerged',
        data: { guestCart: 'g1', lines: [{ productId: 'milk', quantity: 3 }, { productId: 'eggs', quantity: 6 }, { productId: 'bread', quantity: 1 }] },
      });
      spec.given(quantitySet('milk', 5)).when(when(merge('g1', [{ productId: 'milk', quantity: 3 }]))).then({
        type: 'GuestCartMerged',
        data: { guestCart: 'g1', lines: [{ productId: 'milk', quantity: 5 }] },
      });
    });
    it('keeps no more than 99 of one product', () => {
      spec.given().when(when(merge('g1', [{ productId: 'milk', quantity: 120 }]))).then({ type: 'GuestCartMerged', data: { guestCart: 'g1', lines: [{ productId: 'milk', quantity: 99 }] } });
    });
    it('brings only the products on sale now', () => {
      spec.given().when(when(merge('g1', guest, ['bread']))).then({ type: 'GuestCartMerged', data: { guestCart: 'g1', lines: [{ productId: 'bread', quantity: 1 }] } });
      spec.given(quantitySet('eggs', 1)).when(when(merge('g1', guest, []))).thenNothingHappens();
    });
    it('merges one guest cart only once, and records nothing for an empty one', () => {
      const merged: CartEvent = { type: 'GuestCartMerged', data: { guestCart: 'g1', lines: guest } };
      spec.given(merged).when(when(merge('g1', guest))).thenNothingHappens();
      spec.given(merged).when(when(merge('g2', []))).thenNothingHappens();
      expect([merged].reduce(evolveCart, emptyCart())).toEqual({ lines: guest, tipPaise: 0, donationPaise: null, mergedGuestCarts: ['g1'] });
    });
  });

  describe('is closed when idle', () => {
    it('closes the guest cart the job found idle, which starts empty if its token is used again', () => {
      spec.given(quantitySet('milk', 2)).when(when(expire(3, 3))).then(expired);
      expect([quantitySet('milk', 2), chosen(2000, 0), expired].reduce(evolveCart, emptyCart())).toEqual(emptyCart());
    });
    it('leaves a cart used since the job looked, or closed by another instance first', () => {
      spec.given(quantitySet('milk', 2)).when(when(expire(4, 3))).thenNothingHappens();
    });
    it('records nothing for a cart never used', () => {
      spec.given().when(when(expire(0, 0))).thenNothingHappens();
    });
  });

  it('refuses as the shopper’s mistake, which the API answers with 400', () => {
    let refusal: unknown;
    try {
      decideCart(set('milk', -1), emptyCart());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ kind: 'invalid', message: 'Quantity cannot go below 0' });
  });
});

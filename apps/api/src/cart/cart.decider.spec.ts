import { CartRefusal } from './cart-refusal.error.js';
import { cartModel, changeQuantity, chooseCharges, emptyCart, emptyTheCart, evolveCart, expireGuestCart, mergeGuestCart, setQuantity, type CartState } from './cart.decider.js';
import type { CartEvent } from './cart.events.js';

// Given events, when a command, then events (or a refusal), as Emmett's decider tests read.
const given = (...events: CartEvent[]): CartState => events.reduce(evolveCart, cartModel.initialState());
const milkSet = (quantity: number): CartEvent => ({ type: 'CartItemQuantitySet', data: { productId: 'milk', quantity } });

describe('cart decider', () => {
  describe('setQuantity', () => {
    it('adds a line at the absolute quantity', () => {
      expect(setQuantity(given(), 'milk', 2)).toEqual([milkSet(2)]);
    });
    it('removes the line at 0', () => {
      expect(setQuantity(given(milkSet(2)), 'milk', 0)).toEqual([{ type: 'CartItemRemoved', data: { productId: 'milk' } }]);
    });
    it('records nothing when the quantity is unchanged or an absent line is set to 0', () => {
      expect(setQuantity(given(milkSet(2)), 'milk', 2)).toEqual([]);
      expect(setQuantity(given(), 'bread', 0)).toEqual([]);
    });
    it.each([[-1, 'Quantity cannot go below 0'], [1.5, 'quantity must be a whole number'], [100, 'You can add at most 99 of one product']])(
      'refuses %p',
      (quantity, message) => {
        expect(() => setQuantity(given(), 'milk', quantity)).toThrow(new CartRefusal(message));
      },
    );
  });

  describe('changeQuantity', () => {
    it('adds the change to the current quantity', () => {
      expect(changeQuantity(given(milkSet(2)), 'milk', 3)).toEqual([milkSet(5)]);
      expect(changeQuantity(given(milkSet(2)), 'milk', -2)).toEqual([{ type: 'CartItemRemoved', data: { productId: 'milk' } }]);
    });
    it('refuses to go below 0', () => {
      expect(() => changeQuantity(given(milkSet(1)), 'milk', -2)).toThrow('Quantity cannot go below 0');
    });
    it('records nothing for a change of 0', () => {
      expect(changeQuantity(given(milkSet(1)), 'milk', 0)).toEqual([]);
    });
  });

  describe('chooseCharges', () => {
    it('keeps a chip or a custom whole tip and the donation choice', () => {
      expect(chooseCharges(given(), 3000, 0)).toEqual([{ type: 'CartChargesChosen', data: { tipPaise: 3000, donationPaise: 0 } }]);
      expect(chooseCharges(given(), 1700, 100)).toHaveLength(1);
    });
    it.each([[1050, 100], [-2000, 100], [50100, 100], [2000, 200], [2000, 50]])('refuses tip %p paise with donation %p paise', (tip, donation) => {
      expect(() => chooseCharges(given(), tip, donation)).toThrow(CartRefusal);
    });
    it('records nothing when nothing changes', () => {
      const chosen = given({ type: 'CartChargesChosen', data: { tipPaise: 2000, donationPaise: 100 } });
      expect(chooseCharges(chosen, 2000, 100)).toEqual([]);
    });
  });

  describe('emptyTheCart', () => {
    it('empties a cart with lines, keeping the donation choice', () => {
      const state = given(milkSet(2), { type: 'CartChargesChosen', data: { tipPaise: 2000, donationPaise: 0 } });
      const events = emptyTheCart(state, 'order-placed', 'o1');
      expect(events).toEqual([{ type: 'CartEmptied', data: { reason: 'order-placed', orderId: 'o1' } }]);
      expect(events.reduce(evolveCart, state)).toMatchObject({ lines: [], tipPaise: 0, donationPaise: 0 });
    });
    it('records nothing for an empty cart', () => {
      expect(emptyTheCart(given(), 'customer')).toEqual([]);
    });
  });

  describe('mergeGuestCart', () => {
    const guest = [{ productId: 'milk', quantity: 3 }, { productId: 'bread', quantity: 1 }];
    it('takes the larger quantity where both carts hold a product, and appends the rest', () => {
      const [event] = mergeGuestCart(given(milkSet(2)), 'g1', guest);
      expect(event).toEqual({ type: 'GuestCartMerged', data: { guestCart: 'g1', lines: [{ productId: 'milk', quantity: 3 }, { productId: 'bread', quantity: 1 }] } });
    });
    it('merges one guest cart only once', () => {
      const merged = given(...mergeGuestCart(given(), 'g1', guest));
      expect(mergeGuestCart(merged, 'g1', guest)).toEqual([]);
    });
    it('records nothing for an empty guest cart', () => {
      expect(mergeGuestCart(given(milkSet(1)), 'g2', [])).toEqual([]);
    });
  });

  describe('expireGuestCart', () => {
    const idleSince = new Date('2026-10-01T10:00:00Z');
    it('closes the cart the job found idle', () => {
      expect(expireGuestCart(3, 3, idleSince)).toEqual([{ type: 'GuestCartExpired', data: { idleSince: '2026-10-01T10:00:00.000Z' } }]);
      expect(given(milkSet(2), { type: 'GuestCartExpired', data: { idleSince: idleSince.toISOString() } })).toEqual(emptyCart());
    });
    it('leaves a cart used since the job looked, or closed by another instance first', () => {
      expect(expireGuestCart(4, 3, idleSince)).toEqual([]);
    });
    it('records nothing for a cart never used', () => {
      expect(expireGuestCart(0, 0, idleSince)).toEqual([]);
    });
  });
});

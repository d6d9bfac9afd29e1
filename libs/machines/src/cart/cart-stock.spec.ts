import { describe, expect, it } from 'vitest';
import { ceilingOf, hasShortLines, stockFixOf, type CartLine } from './cart-lines.js';
import { startCart } from './cart.harness.js';
import { selectQuantity } from './cart.selectors.js';

const paneer: CartLine = { productId: 'paneer', name: 'Paneer', price: 9000, quantity: 3, available: 3 };

describe('a cart line short of stock (issue 18)', () => {
  it('given a line within what is left, when checked, then it needs no fix', () => {
    expect(stockFixOf({ quantity: 3, available: 3 })).toBeNull();
    expect(stockFixOf({ quantity: 3, available: undefined })).toBeNull();
  });

  it('given a line wanting more than is left, when checked, then the fix reduces it to what is left', () => {
    expect(stockFixOf({ quantity: 5, available: 2 })).toEqual({ kind: 'reduce', quantity: 2 });
  });

  it('given a line of a sold-out product, when checked, then the fix removes it', () => {
    expect(stockFixOf({ quantity: 1, available: 0 })).toEqual({ kind: 'remove' });
  });

  it('blocks checkout while any line is short', () => {
    expect(hasShortLines([paneer, { quantity: 2, available: 1 }])).toBe(true);
    expect(hasShortLines([paneer, { quantity: 1 }])).toBe(false);
  });

  it('takes the ceiling from the line, else from the clicked product, else none', () => {
    expect(ceilingOf([paneer], 'paneer')).toBe(3);
    expect(ceilingOf([], 'milk', { name: 'Milk', price: 3000, available: 4 })).toBe(4);
    expect(ceilingOf([], 'milk')).toBe(Number.POSITIVE_INFINITY);
    // A live push the screen holds outranks the figure the cart was loaded with.
    expect(ceilingOf([paneer], 'paneer', { name: 'Paneer', price: 9000, available: 7 })).toBe(7);
  });
});

describe('cart machine: the stock ceiling', () => {
  it('refuses an increase past what is available, and keeps allowing a decrease', async () => {
    const { actor, snap } = await startCart({ guestCart: [paneer] });
    expect(snap().can({ type: 'quantity.change', productId: 'paneer', delta: 1 })).toBe(false);
    actor.send({ type: 'quantity.change', productId: 'paneer', delta: 1 });
    expect(selectQuantity(snap(), 'paneer')).toBe(3);
    actor.send({ type: 'quantity.change', productId: 'paneer', delta: -1 });
    expect(selectQuantity(snap(), 'paneer')).toBe(2);
  });

  it('refuses adding a sold-out product that is not yet in the cart', async () => {
    const { snap } = await startCart();
    expect(snap().can({ type: 'quantity.change', productId: 'ghee', delta: 1, product: { name: 'Ghee', price: 60000, available: 0 } })).toBe(false);
    expect(snap().can({ type: 'quantity.change', productId: 'ghee', delta: 1, product: { name: 'Ghee', price: 60000, available: 1 } })).toBe(true);
  });

  it('lets a line already over the limit come down step by step (the one-tap fix sends the whole delta)', async () => {
    const { actor, snap } = await startCart({ guestCart: [{ ...paneer, quantity: 5, available: 2 }] });
    actor.send({ type: 'quantity.change', productId: 'paneer', delta: -3 });
    expect(selectQuantity(snap(), 'paneer')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines.js';
import { startCart } from './cart.harness.js';
import { selectBill, selectCartCount, selectCartTotal, selectQuantity } from './cart.selectors.js';

const milk: CartLine = { productId: 'milk', name: 'Milk', price: 3000, quantity: 1 };
const bread = { name: 'Bread', price: 4500 };

describe('cart machine: guest', () => {
  it('loads guestCart from browser storage and derives count and total', async () => {
    const { snap, effects } = await startCart({ guestCart: [milk, { ...milk, productId: 'curd', price: 2500, quantity: 2 }] });
    expect(effects.loadGuestCart).toHaveBeenCalledOnce();
    expect(snap().matches({ cart: { guest: 'ready' } })).toBe(true);
    expect(selectCartCount(snap())).toBe(3);
    expect(selectCartTotal(snap())).toBe(8000);
  });

  it('adds a product, keeps the change locally and saves guestCart', async () => {
    const { actor, snap, effects } = await startCart();
    actor.send({ type: 'quantity.change', productId: 'bread', delta: 1, product: bread });
    expect(snap().context.lines).toEqual([{ productId: 'bread', ...bread, quantity: 1 }]);
    expect(effects.saveGuestCart).toHaveBeenLastCalledWith([{ productId: 'bread', ...bread, quantity: 1 }]);
  });

  it('removes the line at 0 and ignores a result below 0', async () => {
    const { actor, snap, effects } = await startCart({ guestCart: [milk] });
    expect(snap().can({ type: 'quantity.change', productId: 'milk', delta: -2 })).toBe(false);
    actor.send({ type: 'quantity.change', productId: 'milk', delta: -2 });
    expect(selectQuantity(snap(), 'milk')).toBe(1);
    expect(effects.saveGuestCart).not.toHaveBeenCalled();
    actor.send({ type: 'quantity.change', productId: 'milk', delta: -1 });
    expect(snap().context.lines).toEqual([]);
  });

  it('pulses the cart button for 300 ms after a change, restarting on the next one', async () => {
    const { actor, clock, snap } = await startCart();
    expect(snap().hasTag('pulse')).toBe(false);
    actor.send({ type: 'quantity.change', productId: 'bread', delta: 1, product: bread });
    expect(snap().hasTag('pulse')).toBe(true);
    expect(snap().matches({ cart: { guest: 'ready' } })).toBe(true);
    clock.increment(200);
    actor.send({ type: 'quantity.change', productId: 'bread', delta: 1 });
    clock.increment(299);
    expect(snap().hasTag('pulse')).toBe(true);
    clock.increment(1);
    expect(snap().hasTag('pulse')).toBe(false);
  });
});

describe('cart machine: options and admins', () => {
  it('has donation on and no tip by default; tip is 0 or one chosen value', async () => {
    const { actor, snap } = await startCart({ guestCart: [milk] });
    expect(selectBill(snap())).toMatchObject({ itemsTotal: 3000, handlingCharge: 200, tipAmount: 0, donationAmount: 100, grandTotal: 3300 });
    actor.send({ type: 'tip.choose', paise: 2000 });
    actor.send({ type: 'tip.choose', paise: 5000 });
    expect(selectBill(snap()).tipAmount).toBe(5000);
    actor.send({ type: 'tip.choose', paise: -5 });
    expect(selectBill(snap()).tipAmount).toBe(5000);
    actor.send({ type: 'tip.clear' });
    actor.send({ type: 'donation.toggle' });
    expect(selectBill(snap())).toMatchObject({ tipAmount: 0, donationAmount: 0, grandTotal: 3200 });
  });

  it('does not load a cart for admins', async () => {
    const { snap, effects } = await startCart({ role: 'admin' });
    expect(snap().matches({ cart: 'off' })).toBe(true);
    expect(effects.loadGuestCart).not.toHaveBeenCalled();
    expect(effects.fetchCart).not.toHaveBeenCalled();
    expect(snap().can({ type: 'quantity.change', productId: 'milk', delta: 1 })).toBe(false);
  });

  it.each(['delivery', 'auditor'] as const)('has no cart for %s staff either, signed in or logging in', async (role) => {
    const signedIn = await startCart({ role });
    expect(signedIn.snap().matches({ cart: 'off' })).toBe(true);
    expect(signedIn.effects.fetchCart).not.toHaveBeenCalled();
    const { actor, snap, server } = await startCart({ guestCart: [milk] });
    actor.send({ type: 'session.login', role });
    expect(snap().matches({ cart: 'off' })).toBe(true);
    expect(server.calls).toEqual([]);
  });

  it('switches a guest who logs in as admin off, with no lines pushed', async () => {
    const { actor, snap, server } = await startCart({ guestCart: [milk] });
    actor.send({ type: 'session.login', role: 'admin' });
    expect(snap().matches({ cart: 'off' })).toBe(true);
    expect(selectCartCount(snap())).toBe(0);
    expect(server.calls).toEqual([]);
  });

  it('starts from the tip and donation chosen before a reload, and ignores junk (issue 19 item 10)', async () => {
    expect((await startCart({ choices: { tipPaise: 3000, donation: false } })).snap().context).toMatchObject({ tipPaise: 3000, donation: false });
    expect((await startCart({ choices: { tipPaise: -5, donation: 'yes' as unknown as boolean } })).snap().context).toMatchObject({ tipPaise: 0, donation: true });
    expect((await startCart()).snap().context).toMatchObject({ tipPaise: 0, donation: true });
  });
});

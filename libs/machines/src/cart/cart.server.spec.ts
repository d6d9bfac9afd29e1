import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-lines.js';
import { apiError, settle, startCart } from './cart.harness.js';
import { selectCartCount, selectCartError, selectCartTotal, selectIsProductBusy, selectQuantity } from './cart.selectors.js';

const milk: CartLine = { productId: 'milk', name: 'Milk', price: 1000, quantity: 2 };

describe('cart machine: customer (server cart)', () => {
  it('loads the server cart; a fetch failure resets count and total to 0', async () => {
    const ok = await startCart({ role: 'customer', serverCart: [milk] });
    expect(ok.snap().matches({ cart: { customer: 'ready' } })).toBe(true);
    expect(selectCartCount(ok.snap())).toBe(2);
    const failed = await startCart({ role: 'customer', serverCart: new Error('down') });
    expect(failed.snap().matches({ cart: { customer: 'ready' } })).toBe(true);
    expect([selectCartCount(failed.snap()), selectCartTotal(failed.snap())]).toEqual([0, 0]);
    expect(selectCartError(failed.snap())).toBeNull();
  });

  it('keeps a change made while the cart loads and applies it on top of what loads (not dropped)', async () => {
    let loaded = () => undefined as void;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk], loading });
    expect(snap().matches({ cart: { customer: 'loading' } })).toBe(true);
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    actor.send({ type: 'quantity.change', productId: 'bread', delta: 1, product: { name: 'Bread', price: 4500 } });
    expect(server.calls).toEqual([]);
    loaded();
    await settle();
    expect(snap().matches({ cart: { customer: 'ready' } })).toBe(true);
    expect([selectQuantity(snap(), 'milk'), selectQuantity(snap(), 'bread')]).toEqual([3, 1]);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 3 }, { productId: 'bread', quantity: 1 }]);
  });

  it("keeps a guest's change made while the browser's cart loads, and drops held changes on logout", async () => {
    let loaded = () => undefined as void;
    const loading = new Promise<void>((resolve) => (loaded = resolve));
    const guest = await startCart({ guestCart: [milk], loading });
    guest.actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    loaded();
    await settle();
    expect(selectQuantity(guest.snap(), 'milk')).toBe(3);
    expect(guest.effects.saveGuestCart).toHaveBeenLastCalledWith([{ ...milk, quantity: 3 }]);

    const customer = await startCart({ role: 'customer', serverCart: [milk], loading: new Promise(() => undefined) });
    customer.actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    customer.actor.send({ type: 'session.logout' });
    expect(customer.snap().context.held).toEqual([]);
  });

  it('updates optimistically, marks the product busy and sends the ABSOLUTE quantity', async () => {
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk] });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    expect(selectQuantity(snap(), 'milk')).toBe(3);
    expect(selectIsProductBusy(snap(), 'milk')).toBe(true);
    expect(snap().hasTag('pulse')).toBe(true);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 3 }]);
    await server.release();
    expect(selectIsProductBusy(snap(), 'milk')).toBe(false);
    // The response replaces the cart (the fake server prices everything at 1000).
    expect(snap().context.lines).toEqual([{ productId: 'milk', name: 'milk', price: 1000, quantity: 3 }]);
  });

  it('removes the line at 0 and ignores a result below 0', async () => {
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk] });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: -3 });
    expect(server.calls).toEqual([]);
    actor.send({ type: 'quantity.change', productId: 'milk', delta: -2 });
    expect(snap().context.lines).toEqual([]);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 0 }]);
  });

  it('serialises changes to one product: one save in flight, the last intent wins', async () => {
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk] });
    for (let i = 0; i < 3; i++) actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    expect(selectQuantity(snap(), 'milk')).toBe(5);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 3 }]);
    await server.release();
    // The first answer (3) must not overwrite what the shopper sees (5) while 5 is still owed.
    expect(selectQuantity(snap(), 'milk')).toBe(5);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 3 }, { productId: 'milk', quantity: 5 }]);
    expect(selectIsProductBusy(snap(), 'milk')).toBe(true);
    await server.release();
    expect(selectIsProductBusy(snap(), 'milk')).toBe(false);
    expect(selectQuantity(snap(), 'milk')).toBe(5);
    expect(server.calls).toHaveLength(2);
  });

  it('lets several products change at once, each with its own busy flag', async () => {
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk] });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    actor.send({ type: 'quantity.change', productId: 'eggs', delta: 1, product: { name: 'Eggs', price: 700 } });
    expect(server.pending).toHaveLength(2);
    await server.release(1);
    expect(selectIsProductBusy(snap(), 'eggs')).toBe(false);
    expect(selectIsProductBusy(snap(), 'milk')).toBe(true);
    expect(selectQuantity(snap(), 'milk')).toBe(3);
    expect(selectCartCount(snap())).toBe(4);
  });

  it('reverts only the failed product and shows the server msg, else "Failed to update cart"', async () => {
    const { actor, snap, server } = await startCart({ role: 'customer', serverCart: [milk] });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    actor.send({ type: 'quantity.change', productId: 'eggs', delta: 1, product: { name: 'Eggs', price: 700 } });
    await server.fail(apiError(409, 'Only 2 left'));
    expect(selectQuantity(snap(), 'milk')).toBe(2);
    expect(selectQuantity(snap(), 'eggs')).toBe(1);
    expect(selectIsProductBusy(snap(), 'milk')).toBe(false);
    expect(selectCartError(snap())).toBe('Only 2 left');
    expect(server.calls).toHaveLength(2);
    await server.fail(new TypeError('fetch failed'));
    expect(selectQuantity(snap(), 'eggs')).toBe(0);
    expect(selectCartError(snap())).toBe('Failed to update cart');
    actor.send({ type: 'error.dismiss' });
    expect(selectCartError(snap())).toBeNull();
  });
});

describe('cart machine: session changes', () => {
  it('after login pushes guest lines one by one, then removes guestCart and loads the server cart', async () => {
    const guestCart = [milk, { ...milk, productId: 'eggs', quantity: 6 }];
    const { actor, snap, server, effects } = await startCart({ guestCart });
    actor.send({ type: 'session.login', role: 'customer' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 2 }]);
    await server.fail(new Error('offline'));
    expect(server.calls).toEqual([{ productId: 'milk', quantity: 2 }, { productId: 'eggs', quantity: 6 }]);
    expect(effects.removeGuestCart).not.toHaveBeenCalled();
    await server.release();
    await settle();
    expect(effects.removeGuestCart).toHaveBeenCalledOnce();
    expect(effects.fetchCart).toHaveBeenCalledOnce();
    expect(snap().matches({ cart: { customer: 'ready' } })).toBe(true);
  });

  it('on logout drops the server cart and goes back to an (emptied) guest cart', async () => {
    const { actor, snap, server, effects } = await startCart({ role: 'customer', serverCart: [milk] });
    actor.send({ type: 'quantity.change', productId: 'milk', delta: 1 });
    actor.send({ type: 'session.logout' });
    await settle();
    expect(snap().matches({ cart: { guest: 'ready' } })).toBe(true);
    expect(selectCartCount(snap())).toBe(0);
    expect(effects.loadGuestCart).toHaveBeenCalledOnce();
    expect(server.pending).toHaveLength(1);
    await server.release();
    expect(selectCartCount(snap())).toBe(0);
  });
});

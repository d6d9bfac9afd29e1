import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CartLine } from '../cart/cart-lines.js';
import { checkoutMachine, type CheckoutAddress, type PlaceOrderInput } from './checkout.machine.js';
import { selectCheckoutError, selectConfirmationMessage, selectOutcome, selectPlaceOrderLabel, selectProceedLabel } from './checkout.selectors.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });
const lines: CartLine[] = [{ productId: 'milk', name: 'Milk', price: 3000, quantity: 2 }];
const home: CheckoutAddress = { _id: 'home', isDefault: true };

type Answer = { orderId: string; paymentUrl?: string } | Error;

async function startCheckout(options: { addresses?: Error | CheckoutAddress[]; cart?: Error; answers?: Answer[]; clear?: Error } = {}) {
  const answers = [...(options.answers ?? [{ orderId: 'o1' }])];
  const orders: PlaceOrderInput[] = [];
  const fx = { clearCart: vi.fn(), keys: 0 };
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => { if (options.addresses instanceof Error) throw options.addresses; return options.addresses ?? [home]; }),
      loadCart: fromPromise(async () => { if (options.cart) throw options.cart; return lines; }),
      createIdempotencyKey: fromPromise(async () => `key-${++fx.keys}`),
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderInput }) => {
        orders.push(input);
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      clearCart: fromPromise(async () => { fx.clearCart(); if (options.clear) throw options.clear; }),
    },
  });
  const actor = createActor(machine, { input: { tipPaise: 2000, donation: true } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await settle();
  const send = async (...events: Parameters<typeof actor.send>[0][]) => { for (const e of events) actor.send(e); await settle(); };
  return { actor, snap: () => actor.getSnapshot(), orders, fx, emitted, send };
}

describe('checkout machine', () => {
  it('loads addresses and cart, then asks for an address ("Select an Address")', async () => {
    const { snap } = await startCheckout({ addresses: [{ _id: 'work' }] });
    expect(snap().value).toBe('choosingAddress');
    expect(snap().context.lines).toEqual(lines);
    expect(selectProceedLabel(snap())).toBe('Select an Address');
  });

  it('preselects the default address, unless the shop does not deliver there (issue 19 item 11)', async () => {
    const { snap } = await startCheckout({ addresses: [{ _id: 'work' }, home] });
    expect(snap().context.selectedAddressId).toBe('home');
    expect(selectProceedLabel(snap())).toBe('Proceed to Payment');
    const elsewhere = await startCheckout({ addresses: [{ _id: 'gaya', isDefault: true, serviceable: false }] });
    expect(elsewhere.snap().context.selectedAddressId).toBeNull();
  });

  it.each([
    [{ addresses: new Error('x') }, 'Failed to load address'],
    [{ cart: new Error('x') }, 'Failed to load cart items'],
  ])('shows %# load failure as "%s" and can retry', async (options, message) => {
    const { snap, send } = await startCheckout(options);
    expect(snap().hasTag('error')).toBe(true);
    expect(selectCheckoutError(snap())).toBe(message);
    expect(snap().can({ type: 'checkout.retry' })).toBe(true);
    await send({ type: 'checkout.retry' });
    expect(snap().hasTag('error')).toBe(true);
  });

  it('refuses to proceed without an address, then proceeds once one is chosen', async () => {
    const { snap, send } = await startCheckout({ addresses: [{ ...home, isDefault: false }] });
    await send({ type: 'address.proceed' });
    expect(selectCheckoutError(snap())).toBe('Please select an address');
    await send({ type: 'address.select', addressId: 'nowhere' });
    expect(selectProceedLabel(snap())).toBe('Select an Address');
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' });
    expect(snap().value).toBe('payment');
    expect(selectCheckoutError(snap())).toBeNull();
    await send({ type: 'address.change' });
    expect(snap().value).toBe('choosingAddress');
    expect(selectProceedLabel(snap())).toBe('Proceed to Payment');
  });

  it('requires a payment method and labels the button by it', async () => {
    const { snap, send } = await startCheckout();
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.submit' });
    expect(selectCheckoutError(snap())).toBe('Please select a payment method');
    expect(snap().value).toBe('payment');
    await send({ type: 'payment.choose', method: 'UPI' });
    expect(selectPlaceOrderLabel(snap())).toBe('Pay Now');
    await send({ type: 'payment.choose', method: 'COD' });
    expect(selectPlaceOrderLabel(snap())).toBe('Place Order (COD)');
  });

  it('COD: places one order with the bill, clears the cart and confirms', async () => {
    const { actor, snap, send, orders, fx } = await startCheckout();
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' });
    actor.send({ type: 'payment.submit' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().can({ type: 'payment.submit' })).toBe(false);
    await settle();
    expect(orders).toEqual([{ addressId: 'home', paymentMethod: 'COD', idempotencyKey: 'key-1', lines, bill: expect.objectContaining({ grandTotal: 8300 }) }]);
    expect(fx.clearCart).toHaveBeenCalledOnce();
    expect(snap().status).toBe('done');
    expect(selectConfirmationMessage(snap())).toBe('Order placed successfully! Pay when your order arrives');
    expect(snap().context.cartClearFailed).toBe(false);
    expect(selectOutcome(snap())).toBe('confirmed');
  });

  it('COD: a failed cart clear is only a warning', async () => {
    const { snap, send } = await startCheckout({ clear: new Error('x') });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    expect(selectOutcome(snap())).toBe('confirmed');
    expect(snap().context.cartClearFailed).toBe(true);
  });

  it('CARD/UPI: emits the redirect to the returned paymentUrl and keeps the cart', async () => {
    const { snap, send, emitted, fx } = await startCheckout({ answers: [{ orderId: 'o2', paymentUrl: 'https://pay.example/o2' }] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'CARD' }, { type: 'payment.submit' });
    expect(emitted).toEqual([{ type: 'payment.redirect', paymentUrl: 'https://pay.example/o2', orderId: 'o2' }]);
    expect(selectOutcome(snap())).toBe('payment.redirect');
    expect(snap().output).toEqual({ orderId: 'o2', paymentUrl: 'https://pay.example/o2' });
    expect(fx.clearCart).not.toHaveBeenCalled();
  });

  it('keeps the idempotency key across retries of one attempt and renews it for a new attempt', async () => {
    const { snap, send, orders } = await startCheckout({ answers: [apiError(500, ''), apiError(409, 'Item out of stock'), { orderId: 'o3' }] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    expect(selectCheckoutError(snap())).toBe('Error placing order. Please try again.');
    await send({ type: 'payment.submit' });
    expect(selectCheckoutError(snap())).toBe('Item out of stock');
    expect(orders.map((o) => o.idempotencyKey)).toEqual(['key-1', 'key-1']);
    await send({ type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    expect(orders.map((o) => o.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it.each([401, 403])('ends in login.required on %i', async (status) => {
    const { snap, send, emitted } = await startCheckout({ answers: [apiError(status, 'Unauthorized')] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'UPI' }, { type: 'payment.submit' });
    expect(selectOutcome(snap())).toBe('login.required');
    expect(emitted).toEqual([{ type: 'login.required' }]);
  });
});

describe('checkout machine: a refusal for want of stock (issue 18)', () => {
  const short = { productId: 'milk', name: 'Milk', wanted: 2, available: 1 };
  const refusal = Object.assign(apiError(409, 'Not enough stock: Milk (1 left)'), { details: { statusCode: 409, shortLines: [short] } });

  it('given a 409 naming short lines, when placing, then it keeps them and blocks placing again until they are fixed', async () => {
    const { snap, send, orders } = await startCheckout({ answers: [refusal, { orderId: 'o2' }] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    expect(snap().context.shortLines).toEqual([short]);
    expect(selectCheckoutError(snap())).toBe('Not enough stock: Milk (1 left)');
    await send({ type: 'payment.submit' });
    expect(orders).toHaveLength(1);
    expect(selectCheckoutError(snap())).toBe('Some items have less stock than you want. Fix them to continue.');
  });

  it('given the fixed cart, when the lines are fixed, then a new attempt places the smaller order', async () => {
    const { snap, send, orders } = await startCheckout({ answers: [refusal, { orderId: 'o2' }] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    await send({ type: 'lines.fixed', lines: [{ ...lines[0]!, quantity: 1, available: 1 }] });
    expect(snap().context.shortLines).toEqual([]);
    expect(selectCheckoutError(snap())).toBeNull();
    await send({ type: 'payment.submit' });
    expect(orders.map((o) => [o.idempotencyKey, o.lines[0]?.quantity])).toEqual([['key-1', 2], ['key-2', 1]]);
    expect(selectOutcome(snap())).toBe('confirmed');
  });

  it('given a 409 without short lines, when placing, then it only shows the message', async () => {
    const { snap, send } = await startCheckout({ answers: [apiError(409, 'Item out of stock')] });
    await send({ type: 'address.select', addressId: 'home' }, { type: 'address.proceed' }, { type: 'payment.choose', method: 'COD' }, { type: 'payment.submit' });
    expect(snap().context.shortLines).toEqual([]);
  });
});

/** A shopper's visit to a running shop over plain HTTP, the way the web app makes it. */
import { orderBodyOf } from '../../ordering/ordering-helpers.js';

export async function call(url: string, method: string, path: string, init: { token?: string; body?: unknown; headers?: Record<string, string>; expect?: number } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const expected = init.expect ?? (method === 'POST' ? 201 : 200);
  if (response.status !== expected) throw new Error(`${method} ${path}: expected ${expected}, got ${response.status} ${text}`);
  return text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text;
}

export async function login(url: string, phone: string, password: string): Promise<string> {
  return (await call(url, 'POST', '/api/auth/login', { body: { phone, password }, expect: 200 })).token;
}

/** Fills the cart with the first `count` products, saves a Patna address once, and places the order. */
export async function placeOrder(url: string, token: string, paymentMethod: 'COD' | 'UPI', key: string): Promise<{ orderId: string; paymentUrl?: string }> {
  const products: { _id: string }[] = await call(url, 'GET', '/api/products');
  for (const product of products.slice(0, 2)) await call(url, 'POST', '/api/cart/add', { token, body: { productId: product._id, quantity: 1 }, expect: 200 });
  const addresses = await call(url, 'GET', '/api/addresses', { token });
  const saved = (addresses.addresses ?? addresses)[0];
  const addressId =
    saved?._id ??
    (
      await call(url, 'POST', '/api/addresses', {
        token,
        body: { addressType: 'Home', building: 'Flat 4B, Sunrise Apartments', locality: 'Boring Road, Patna', contactName: 'Ravi Kumar', contactPhone: '9876543210' },
      })
    )._id;
  const cart = await call(url, 'GET', '/api/cart', { token });
  const body = orderBodyOf(cart, addressId, paymentMethod);
  const placed = await call(url, 'POST', '/api/user-orders', { token, body, headers: { 'idempotency-key': key } });
  return { orderId: placed.orderId ?? placed.order?._id, paymentUrl: placed.paymentUrl };
}

/** Presses "Pay" on the sandbox provider's hosted page (a form post, as the browser sends it). */
export async function payOnSandboxPage(url: string, paymentUrl: string): Promise<void> {
  const page = new URL(paymentUrl, url);
  const response = await fetch(`${page.toString().replace(/\/$/, '')}/complete`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=succeeded',
  });
  if (response.status !== 303) throw new Error(`sandbox page: expected a redirect, got ${response.status} ${await response.text()}`);
}

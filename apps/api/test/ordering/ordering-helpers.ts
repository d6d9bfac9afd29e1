import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, type TestApp } from '../support/test-app.js';

export interface Shopper {
  id: string;
  auth: Record<string, string>;
  addressId: string;
}

export const send = (shop: TestApp, method: string, path: string, auth: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) =>
  shop.request(path, {
    method,
    headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A customer with a saved address in `locality` (Patna unless told otherwise). */
export async function shopper(shop: TestApp, locality = 'Boring Road, Patna'): Promise<Shopper> {
  const { id, auth } = await userWithToken(shop, 'customer');
  const response = await send(shop, 'POST', '/api/addresses', auth, { addressType: 'Home', building: 'Flat 4B, Sunrise Apartments', locality, contactName: 'Ravi Kumar', contactPhone: '9876543210' });
  if (response.status !== 201) throw new Error(`address not saved: ${response.status} ${await response.text()}`);
  return { id, auth, addressId: (await jsonOf(response))._id };
}

/** Fills the shopper's cart and returns the order body the checkout screen would send for it. */
export async function cartAndOrderBody(shop: TestApp, who: Shopper, lines: { productId: string; quantity: number }[], paymentMethod = 'COD') {
  for (const line of lines) await send(shop, 'POST', '/api/cart/add', who.auth, line);
  const cart = await jsonOf(await send(shop, 'GET', '/api/cart', who.auth));
  return orderBodyOf(cart, who.addressId, paymentMethod);
}

interface CartLine {
  productId: { _id: string; name: string; image: string; variant: string | null; price: number };
  quantity: number;
}

/** The body the checkout screen sends for a cart as GET /api/cart shows it. */
export function orderBodyOf(cart: Record<string, unknown> & { products: CartLine[] }, addressId: string, paymentMethod: string) {
  return {
    addressId,
    paymentMethod,
    items: cart.products.map((l) => ({
      productId: l.productId._id,
      name: l.productId.name,
      image: l.productId.image,
      variant: l.productId.variant,
      price: l.productId.price,
      quantity: l.quantity,
    })),
    itemsTotal: cart.itemsTotal,
    deliveryCharge: cart.deliveryCharge,
    handlingCharge: cart.handlingCharge,
    tipAmount: cart.tipAmount,
    donationAmount: cart.donationAmount,
    grandTotal: cart.grandTotal,
    paymentStatus: 'pending',
  };
}

/** An admin, two riders, a customer with a Patna address, and a product to order: the cast of the delivery specs. */
export async function deliveryTeam(shop: TestApp) {
  const [admin, deepak, sunil, ravi] = await Promise.all([
    userWithToken(shop, 'admin'),
    userWithToken(shop, 'delivery', 'Deepak Rider'),
    userWithToken(shop, 'delivery', 'Sunil Rider'),
    shopper(shop),
  ]);
  const productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
  let keys = 0;
  /** Places a one-item COD order for the customer and answers its id. */
  const order = async (): Promise<string> => {
    const body = await cartAndOrderBody(shop, ravi, [{ productId, quantity: 1 }]);
    return (await jsonOf(await send(shop, 'POST', '/api/user-orders', ravi.auth, body, { 'idempotency-key': `delivery-team-${++keys}` }))).orderId as string;
  };
  return { admin, deepak, sunil, ravi, productId, order };
}

import { call, inParallel } from '../shared/bench-shop.mjs';
import { customersWithTokens, shelfProductIds, withAddresses } from '../shared/customers.mjs';
import { stockUp } from '../shared/stock.mjs';

/**
 * `count` customers, each with a saved Patna address and the same cart (2 of one product, 1 of
 * another), filled through the API; and the order body the checkout screen sends for that cart
 * (without addressId, which is each customer's own). Every order wants the same two products (a hot
 * product: each checkout reserves on its stream), so both are stocked for every customer first.
 */
export async function customersWithFilledCarts(shop, count) {
  const customers = await withAddresses(shop, await customersWithTokens(shop, count));
  const [first, second] = await shelfProductIds(shop, 2);
  await stockUp(shop.url, [first, second], count * 2);
  await inParallel(customers, 16, async ({ token }) => {
    await call(shop.url, 'POST', '/api/cart/add', { token, body: { productId: first, quantity: 2 } });
    await call(shop.url, 'POST', '/api/cart/add', { token, body: { productId: second, quantity: 1 } });
  });
  const cart = await call(shop.url, 'GET', '/api/cart', { token: customers[0].token });
  return { customers, order: codOrderBodyOf(cart), hot: first, products: [first, second] };
}

/**
 * `count` customers whose carts share no product with the carts of the customers next to them in line
 * (issue 18: orders for disjoint products): customer i gets 1 each of two products of its own, taken in
 * turn from up to `productCount` shelf products, so the orders in flight at 32 connections reserve on 64
 * different stock streams, none of them `besides` (the overlapping run's products). Each customer
 * carries its own order body (`order`).
 */
export async function customersWithDisjointCarts(shop, count, { productCount = 200, besides = [] } = {}) {
  const customers = await withAddresses(shop, await customersWithTokens(shop, count));
  const shelf = await call(shop.url, 'GET', '/api/products');
  const products = shelf.map((product) => product._id).filter((id) => !besides.includes(id)).slice(0, productCount);
  const pairOf = (i) => [products[(2 * i) % products.length], products[(2 * i + 1) % products.length]];
  await stockUp(shop.url, products, Math.ceil((count * 2) / products.length) + 1);
  await inParallel(customers, 16, async (customer, i) => {
    for (const productId of pairOf(i)) await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId, quantity: 1 } });
    customer.order = codOrderBodyOf(await call(shop.url, 'GET', '/api/cart', { token: customer.token }));
  });
  return { customers, products };
}

/** What the checkout screen sends for `cart` (GET /api/cart's answer), paying cash on delivery, without addressId. */
export function codOrderBodyOf(cart) {
  return {
    paymentMethod: 'COD',
    items: cart.products.map(({ productId: p, quantity }) => ({ productId: p._id, name: p.name, image: p.image, variant: p.variant, price: p.price, quantity })),
    itemsTotal: cart.itemsTotal,
    deliveryCharge: cart.deliveryCharge,
    handlingCharge: cart.handlingCharge,
    tipAmount: cart.tipAmount,
    donationAmount: cart.donationAmount,
    grandTotal: cart.grandTotal,
    paymentStatus: 'pending',
  };
}

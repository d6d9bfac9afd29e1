import { call, inParallel } from '../shared/bench-shop.mjs';
import { customersWithTokens, shelfProductIds, withAddresses } from '../shared/customers.mjs';
import { stockUp, stockUpEach } from '../shared/stock.mjs';

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
  const products = await shelfProductsBesides(shop, besides, productCount);
  const pairOf = (i) => [products[(2 * i) % products.length], products[(2 * i + 1) % products.length]];
  await stockUp(shop.url, products, Math.ceil((count * 2) / products.length) + 1);
  await inParallel(customers, 16, async (customer, i) => {
    for (const productId of pairOf(i)) await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId, quantity: 1 } });
    customer.order = codOrderBodyOf(await call(shop.url, 'GET', '/api/cart', { token: customer.token }));
  });
  return { customers, products };
}

/**
 * `count` customers whose carts are drawn from the same popular products (issue 18: orders for
 * overlapping products, as a dark store's rush brings them): each cart holds 1 each of two different
 * products, each drawn from up to `productCount` shelf products (none of `besides`) with Zipf's law
 * (s = 1), the usual model of how a shop's sales spread over its products: the most popular is in about
 * one line in six, so at 32 connections about ten orders in flight want it, the next about five, and most of
 * the long tail none. Drawn from a fixed seed, so every run orders the same carts. Each customer carries
 * its own order body (`order`).
 */
export async function customersWithPopularCarts(shop, count, { productCount = 200, besides = [] } = {}) {
  const customers = await withAddresses(shop, await customersWithTokens(shop, count));
  const products = await shelfProductsBesides(shop, besides, productCount);
  const draw = zipfDraws(products.length, seededRandom(20261201));
  const carts = customers.map(() => {
    const first = draw();
    let second = draw();
    while (second === first) second = draw();
    return [products[first], products[second]];
  });
  const wanted = new Map();
  for (const cart of carts) for (const productId of cart) wanted.set(productId, (wanted.get(productId) ?? 0) + 1);
  await stockUpEach(shop.url, new Map([...wanted].map(([productId, units]) => [productId, units + 1])));
  await inParallel(customers, 16, async (customer, i) => {
    for (const productId of carts[i]) await call(shop.url, 'POST', '/api/cart/add', { token: customer.token, body: { productId, quantity: 1 } });
    customer.order = codOrderBodyOf(await call(shop.url, 'GET', '/api/cart', { token: customer.token }));
  });
  const [mostWanted, units] = [...wanted].sort((a, b) => b[1] - a[1])[0];
  return { customers, products, mostWanted: { productId: mostWanted, share: units / (2 * count) } };
}

async function shelfProductsBesides(shop, besides, productCount) {
  const shelf = await call(shop.url, 'GET', '/api/products');
  return shelf.map((product) => product._id).filter((id) => !besides.includes(id)).slice(0, productCount);
}

/** Draws ranks 0 … n − 1 with probability proportional to 1 / (rank + 1). */
function zipfDraws(n, random) {
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** mulberry32: a small seeded generator, so a bench's draws are the same every run. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

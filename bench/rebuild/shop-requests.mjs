// autocannon requests for bench/rebuild, built in the load process: a random customer (their own
// token) either lists their orders (GET /api/user-orders) or sets a random shelf product's quantity
// in their cart (POST /api/cart/add), whichever `route` names.
export default function shopRequests({ route, tokens, productIds }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  if (route === 'orders') {
    return { requests: [{ method: 'GET', path: '/api/user-orders', setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${pick(tokens)}` } }) }] };
  }
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/cart/add',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(tokens)}` },
          body: JSON.stringify({ productId: pick(productIds), quantity: 1 + Math.floor(Math.random() * 5) }),
        }),
      },
    ],
  };
}

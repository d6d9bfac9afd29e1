// autocannon requests for bench/cart, built in the load process: each POST /api/cart/add is by a
// random customer (their own token) setting a random shelf product to a random quantity, 1 to 5.
export default function cartRequests({ tokens, productIds }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
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

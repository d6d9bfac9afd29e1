// autocannon requests for bench/flood, built in the load process: an anonymous client alternating a guest
// cart add without a Guest-Token (each one starts a new cart stream) and a search for a word never asked
// before (each one misses the search memo and runs a ranking scan).
export default function floodRequests({ productIds }) {
  let n = 0;
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)];
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/guest-cart/add',
        setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ productId: pick(), quantity: 1 }) }),
      },
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/products/search?q=flood${(n++).toString(36)}` }),
      },
    ],
  };
}

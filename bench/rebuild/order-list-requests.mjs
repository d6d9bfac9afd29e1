// autocannon requests for bench/rebuild, built in the load process: each GET /api/user-orders is by a
// random customer (their own token), listing their orders. (Its cart writes are bench/cart's requests.)
export default function orderListRequests({ tokens }) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  return { requests: [{ method: 'GET', path: '/api/user-orders', setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${pick(tokens)}` } }) }] };
}

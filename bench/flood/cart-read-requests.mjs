// autocannon requests for bench/flood: GET /api/cart by one of the bench's customers (their own token).
export default function cartReadRequests({ tokens }) {
  let next = 0;
  return {
    requests: [
      {
        method: 'GET',
        path: '/api/cart',
        setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
      },
    ],
  };
}

// autocannon requests for bench/orders, built in the load process: each POST /api/user-orders is by
// the next customer in line (each has a filled cart and one saved address), COD, with an
// Idempotency-Key of its own. The order body is what the checkout screen sends for that cart: the
// customer's own (`customer.order`) when carts differ, else the one `order` every cart shares.
import { randomUUID } from 'node:crypto';

export default function orderRequests({ customers, order }) {
  let next = 0;
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/user-orders',
        setupRequest: (request) => {
          const customer = customers[next++ % customers.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ ...(customer.order ?? order), addressId: customer.addressId }),
          };
        },
      },
    ],
  };
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  amount: number;
  receipt: string;
  payments: { id: string; status: 'captured' | 'failed'; amount: number; currency: string }[];
}

interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * A fake Razorpay API on 127.0.0.1 (a real HTTP server; fetch is never mocked), after its public docs:
 * Orders, an order's payments, refunds with X-Refund-Idempotency, a payment's refunds. A test captures
 * payments and settles refunds on its side, and can make it answer 503 as an outage does.
 */
export async function fakeRazorpay() {
  const calls: { method: string; path: string; auth?: string; idempotency?: string; body: Record<string, unknown> }[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  let next = 0;
  let down = false;
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    const path = req.url ?? '';
    calls.push({ method: req.method ?? '', path, auth: req.headers.authorization, idempotency: req.headers['x-refund-idempotency'] as string | undefined, body });
    if (down) return json(res, 503, { error: { code: 'SERVER_ERROR', description: 'down for the test' } });
    let match: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/orders') {
      const order: FakeOrder = { id: `order_fake${++next}`, amount: body.amount, receipt: body.receipt, payments: [] };
      orders.set(order.id, order);
      return json(res, 200, { id: order.id, entity: 'order', amount: order.amount, currency: 'INR', receipt: order.receipt, status: 'created' });
    }
    if (req.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const order = orders.get(decodeURIComponent(match[1]));
      return order ? json(res, 200, { entity: 'collection', count: order.payments.length, items: order.payments }) : json(res, 404, {});
    }
    if (req.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const key = req.headers['x-refund-idempotency'] as string;
      const existing = [...refunds.values()].find((r) => r.receipt === key);
      if (existing) return json(res, 200, { ...existing, entity: 'refund' });
      const refund: FakeRefund = { id: `rfnd_fake${++next}`, payment_id: decodeURIComponent(match[1]), amount: body.amount, receipt: body.receipt, status: 'pending' };
      refunds.set(refund.id, refund);
      return json(res, 200, { ...refund, entity: 'refund' });
    }
    if (req.method === 'GET' && (match = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path))) {
      const items = [...refunds.values()].filter((r) => r.payment_id === decodeURIComponent(match![1]));
      return json(res, 200, { entity: 'collection', count: items.length, items });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    orders,
    refunds,
    setDown: (value: boolean) => (down = value),
    /** The shopper pays at Razorpay: the order holds a captured payment (its webhook is the test's to send). */
    capture(orderId: string, paymentId = `pay_fake${++next}`) {
      const order = orders.get(orderId)!;
      order.payments.push({ id: paymentId, status: 'captured', amount: order.amount, currency: 'INR' });
      return paymentId;
    },
    settleRefund(refundId: string, status: 'processed' | 'failed') {
      refunds.get(refundId)!.status = status;
      return refunds.get(refundId)!;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

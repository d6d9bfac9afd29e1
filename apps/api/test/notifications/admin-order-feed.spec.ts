import { JwtService } from '@nestjs/jwt';
import { formatRupees } from '@jhatpat/domain';
import { encodeCursor, cursorOf } from '../../src/platform/event-store/index.js';
import { userWithToken } from '../support/identity-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { changeStatus, failPayment, payOrder, placeOrder } from './order-givens.js';
import { closeSockets, collect, connected, connectTo, pause, refusal, until } from './socket-helpers.js';

interface Push {
  id: string;
  orderId: string;
  message: string;
  time: string;
  cursor: string;
}

describe('admin order notifications over Socket.IO (/admin)', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    shop = await startTestApp();
    admin = await userWithToken(shop, 'admin');
    customer = await userWithToken(shop, 'customer', 'Asha Kumari');
  });
  afterEach(() => closeSockets());
  afterAll(() => shop.close());

  // How fast is bench/push's question (p99 at 1,000 admins, measured against a baseline); this test says
  // that the push comes by itself, without a poll or a reload, and what it carries.
  it('pushes a placed order to a connected admin once it commits', async () => {
    const socket = connectTo(shop, '/admin', { token: admin.token });
    await connected(socket);
    const pushes = collect<Push>(socket, 'order-notification');

    const { orderId, orderNumber, event } = await placeOrder(shop, customer.id, { grandTotalPaise: 15200, paymentMethod: 'COD' });
    await until(() => pushes.length > 0, 60_000, 'the push');

    expect(pushes).toEqual([
      {
        id: event.eventId,
        orderId,
        message: `New order #${orderNumber} from Asha Kumari: ${formatRupees(15200)} (COD)`,
        time: event.recordedAt.toISOString(),
        cursor: encodeCursor(cursorOf(event)),
      },
    ]);
  });

  it('pushes payment results and nothing for other order events', async () => {
    const socket = connectTo(shop, '/admin', { token: admin.token });
    await connected(socket);
    const pushes = collect<Push>(socket, 'order-notification');
    const { orderId, orderNumber: tag } = await placeOrder(shop, customer.id, { paymentMethod: 'UPI', grandTotalPaise: 9900 });
    await changeStatus(shop, orderId, 'pending_payment', 'confirmed');
    await failPayment(shop, orderId, 'Card declined');
    await payOrder(shop, orderId, 9900, 'UPI');
    await until(() => pushes.length >= 3, 60_000, 'three pushes');
    await pause(300);
    expect(pushes.map((p) => p.message)).toEqual([
      `New order #${tag} from Asha Kumari: ₹99.00 (UPI)`,
      `Payment failed for order #${tag}: Card declined`,
      `Payment received for order #${tag}: ₹99.00 (UPI)`,
    ]);
  });

  it('pushes each notification to every connected admin', async () => {
    const second = await userWithToken(shop, 'admin', 'Second admin');
    const sockets = [connectTo(shop, '/admin', { token: admin.token }), connectTo(shop, '/admin', { token: second.token })];
    await Promise.all(sockets.map((s) => connected(s)));
    const received = sockets.map((s) => collect<Push>(s, 'order-notification'));
    const { event } = await placeOrder(shop, customer.id);
    await until(() => received.every((r) => r.length >= 1), 60_000, 'both admins');
    await pause(200);
    for (const pushes of received) expect(pushes.map((p) => p.id)).toEqual([event.eventId]);
  });

  it('refuses a customer, a bad token, an expired token and no token', async () => {
    expect(await refusal(connectTo(shop, '/admin', { token: customer.token }))).toBe('You do not have permission to do this.');
    expect(await refusal(connectTo(shop, '/admin', { token: 'not.a.jwt' }))).toMatch(/expired or is no longer valid/);
    expect(await refusal(connectTo(shop, '/admin', {}))).toBe('Please log in to continue.');
    const { sid } = JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString());
    const expired = await shop.app.get(JwtService).signAsync({ sub: admin.id, role: 'admin', sid }, { expiresIn: -60 });
    expect(await refusal(connectTo(shop, '/admin', { token: expired }))).toMatch(/expired or is no longer valid/);
    expect(await refusal(connectTo(shop, '/admin', { token: admin.token, cursor: 'not-a-cursor' }))).toBe('Invalid cursor.');
  });

  it('refuses a browser page from another origin, admits the same origin, and serves polling too', async () => {
    const host = new URL(shop.baseUrl).host;
    expect(await refusal(connectTo(shop, '/admin', { token: admin.token }, { transports: ['polling'], extraHeaders: { origin: 'https://evil.example' } }))).toBeTruthy();
    const polling = connectTo(shop, '/admin', { token: admin.token }, { transports: ['polling'], extraHeaders: { origin: `http://${host}` } });
    await connected(polling);
    const pushes = collect<Push>(polling, 'order-notification');
    const { event } = await placeOrder(shop, customer.id);
    await until(() => pushes.length > 0, 60_000, 'a push over polling');
    expect(pushes[0].id).toBe(event.eventId);
  });

  it('gives a reconnecting admin exactly what it missed after its cursor, once each, then live ones', async () => {
    const first = connectTo(shop, '/admin', { token: admin.token });
    await connected(first);
    const seen = collect<Push>(first, 'order-notification');
    await placeOrder(shop, customer.id);
    await until(() => seen.length === 1, 60_000, 'the first push');
    first.disconnect();
    const lastCursor = seen[0].cursor;

    const missed = [];
    for (let i = 0; i < 4; i++) {
      const { orderId, event } = await placeOrder(shop, customer.id, { paymentMethod: 'CARD' });
      missed.push(event);
      await changeStatus(shop, orderId, 'pending_payment', 'confirmed'); // not a notification (a cancellation is)
    }
    missed.push(await payOrder(shop, (missed[0].data as { orderId: string }).orderId, 15200));

    const again = connectTo(shop, '/admin', { token: admin.token, cursor: lastCursor });
    const replayed = collect<Push>(again, 'order-notification');
    await connected(again);
    const { event: live } = await placeOrder(shop, customer.id);
    await until(() => replayed.length >= missed.length + 1, 60_000, 'the catch-up and the live push');
    await pause(400);
    expect(replayed.map((p) => p.id)).toEqual([...missed, live].map((e) => e.eventId));
  });

  it('tells an admin connecting without a cursor where its pushes start, so one that saw nothing resumes without a hole', async () => {
    const first = connectTo(shop, '/admin', { token: admin.token });
    const starts = collect<{ cursor: string }>(first, 'feed-cursor');
    await connected(first);
    await until(() => starts.length === 1, 60_000, 'the starting cursor');
    // Its instance goes away before anything reached it; meanwhile orders come in.
    first.disconnect();
    const missed = [(await placeOrder(shop, customer.id)).event, (await placeOrder(shop, customer.id)).event];

    const again = connectTo(shop, '/admin', { token: admin.token, cursor: starts[0].cursor });
    const replayed = collect<Push>(again, 'order-notification');
    const restarted = collect<{ cursor: string }>(again, 'feed-cursor');
    await connected(again);
    await until(() => replayed.length >= missed.length, 60_000, 'the catch-up');
    await pause(300);
    expect(replayed.map((p) => p.id)).toEqual(missed.map((e) => e.eventId));
    expect(restarted).toEqual([]); // it came with a cursor: nothing new to learn
  });

  it('misses nothing and repeats nothing when appends race the catch-up', async () => {
    const first = connectTo(shop, '/admin', { token: admin.token });
    await connected(first);
    const seen = collect<Push>(first, 'order-notification');
    await placeOrder(shop, customer.id);
    await until(() => seen.length === 1, 60_000, 'the first push');
    first.disconnect();
    const before = await Promise.all(Array.from({ length: 10 }, () => placeOrder(shop, customer.id)));

    const again = connectTo(shop, '/admin', { token: admin.token, cursor: seen[0].cursor });
    const replayed = collect<Push>(again, 'order-notification');
    const during = Promise.all(Array.from({ length: 20 }, () => placeOrder(shop, customer.id)));
    await connected(again);
    const after = await during;
    const expected = new Set([...before, ...after].map((o) => o.event.eventId));
    await until(() => replayed.length >= expected.size, 60_000, 'all thirty');
    await pause(400);
    expect(replayed).toHaveLength(expected.size);
    expect(new Set(replayed.map((p) => p.id))).toEqual(expected);
  });
});

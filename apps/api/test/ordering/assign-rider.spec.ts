import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { deliveryTeam, send } from './ordering-helpers.js';

describe('an admin assigns orders to delivery users (issue 9 item 5)', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof deliveryTeam>>['admin'];
  let deepak: Awaited<ReturnType<typeof deliveryTeam>>['deepak'];
  let sunil: Awaited<ReturnType<typeof deliveryTeam>>['sunil'];
  let ravi: Awaited<ReturnType<typeof deliveryTeam>>['ravi'];
  let order: () => Promise<string>;

  const assign = (orderId: string, riderId: string, who: Record<string, string> = admin.auth) => send(shop, 'PUT', `/api/orders/${orderId}/assign`, who, { riderId });
  const mine = async (rider: typeof deepak) => ((await jsonOf(await send(shop, 'GET', '/api/delivery/orders', rider.auth))).mine as { _id: string }[]).map((o) => o._id);

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    ({ admin, deepak, sunil, ravi, order } = await deliveryTeam(shop));
  });
  afterAll(() => shop.close());

  it('gives a ready order to a rider, who then finds it among their own, and can move it to another before pickup', async () => {
    const orderId = await order();
    const assigned = await assign(orderId, deepak.id);
    expect(assigned.status).toBe(200);
    // An admin is given the rider's phone while the rider has the order (docs/decisions.md#rider-phone).
    expect((await jsonOf(assigned)).order.rider).toEqual({ _id: deepak.id, name: 'Deepak Rider', phone: deepak.phone });
    expect(await mine(deepak)).toEqual([orderId]);

    expect((await assign(orderId, sunil.id)).status).toBe(200);
    expect(await mine(deepak)).toEqual([]);
    expect(await mine(sunil)).toEqual([orderId]);
    // The same assignment again changes nothing (no second event).
    expect((await assign(orderId, sunil.id)).status).toBe(200);
    const history = await jsonOf(await send(shop, 'GET', `/api/audit/orders/${orderId}`, admin.auth));
    const assignments = history.order.events.filter((e: { type: string }) => e.type === 'OrderAcceptedForDelivery');
    expect(assignments.map((e: { metadata: { role: string }; data: { riderName: string } }) => [e.metadata.role, e.data.riderName])).toEqual([
      ['admin', 'Deepak Rider'],
      ['admin', 'Sunil Rider'],
    ]);
  });

  it('refuses once the order is on its way', async () => {
    const orderId = await order();
    await assign(orderId, deepak.id);
    expect((await send(shop, 'PUT', `/api/delivery/orders/${orderId}/picked-up`, deepak.auth)).status).toBe(200);
    const late = await assign(orderId, sunil.id);
    expect(late.status).toBe(409);
    expect((await jsonOf(late)).msg).toBe('An order that is shipped cannot be assigned: only confirmed, preparing or packed orders can');
  });

  it('refuses a user who is not a rider, an unknown user, a bad id, an unknown order, and anyone but an admin', async () => {
    const orderId = await order();
    const customer = await assign(orderId, ravi.id);
    expect([customer.status, (await jsonOf(customer)).msg]).toEqual([400, 'Only a user with the delivery role can be assigned an order']);
    const nobody = await assign(orderId, '6921a3c0a1b2c3d4e5ffffff');
    expect([nobody.status, (await jsonOf(nobody)).msg]).toEqual([404, 'Delivery user not found']);
    const bad = await assign(orderId, "' OR 1=1 --");
    expect([bad.status, (await jsonOf(bad)).msg]).toEqual([400, 'riderId must be a user id']);
    expect((await assign('6921a3c0a1b2c3d4e5ffffff', deepak.id)).status).toBe(404);
    expect((await assign(orderId, deepak.id, deepak.auth)).status).toBe(403);
    expect((await assign(orderId, deepak.id, ravi.auth)).status).toBe(403);
    expect((await shop.request(`/api/orders/${orderId}/assign`, { method: 'PUT' })).status).toBe(401);
  });
});

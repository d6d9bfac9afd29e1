import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { deliveryTeam, send } from '../ordering/ordering-helpers.js';

// Issue 16 item 7: delivery staff read any order by id, cancelled ones and ones never offered to them,
// with the customer's name, phone and address. A rider now reads what is offered to every rider or
// assigned to them; anything else is "not found", as for a customer's neighbour.
describe('what a rider may read', () => {
  let shop: TestApp;
  let team: Awaited<ReturnType<typeof deliveryTeam>>;
  const read = (orderId: string, rider: { auth: Record<string, string> }) => send(shop, 'GET', `/api/orders/${orderId}`, rider.auth);

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    team = await deliveryTeam(shop);
  });
  afterAll(() => shop.close());

  it('reads an order offered to every rider, then only once it is theirs', async () => {
    const { admin, deepak, sunil } = team;
    const offered = await team.order();
    expect((await read(offered, deepak)).status).toBe(200);
    expect((await read(offered, sunil)).status).toBe(200);
    expect((await send(shop, 'PUT', `/api/orders/${offered}/assign`, admin.auth, { riderId: deepak.id })).status).toBe(200);
    expect((await read(offered, deepak)).status).toBe(200);
    const other = await read(offered, sunil);
    expect(other.status).toBe(404);
    expect((await jsonOf(other)).msg).toBe('Order not found');
  });

  it('cannot read a cancelled order it was never given', async () => {
    const cancelled = await team.order();
    expect((await send(shop, 'POST', `/api/orders/${cancelled}/cancel`, team.ravi.auth)).status).toBe(200);
    expect((await read(cancelled, team.sunil)).status).toBe(404);
    // Admins still read every order.
    expect((await send(shop, 'GET', `/api/orders/${cancelled}`, team.admin.auth)).status).toBe(200);
  });
});

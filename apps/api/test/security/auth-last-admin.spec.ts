import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { nextPhone, tokenFor, userWithToken } from '../support/identity-helpers.js';

describe('the shop always keeps an admin', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const adminCount = async () =>
    (await shop.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`))[0].n as number;
  const demote = (actor: { auth: Record<string, string> }, target: { id: string; phone: string }) =>
    shop.request(`/api/users/${target.id}`, {
      method: 'PUT',
      headers: { ...actor.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Former Admin', phone: target.phone, role: 'customer' }),
    });
  const remove = (actor: { auth: Record<string, string> }, target: { id: string }) =>
    shop.request(`/api/users/${target.id}`, { method: 'DELETE', headers: actor.auth });

  it('refuses to demote or delete the last admin with 409', async () => {
    await shop.app.get(DataSource).query(`DELETE FROM users`);
    const only = await userWithToken(shop, 'admin');
    const demoted = await demote(only, only);
    expect(demoted.status).toBe(409);
    expect(await jsonOf(demoted)).toEqual({ statusCode: 409, msg: 'The last admin cannot be given another role. Make another user an admin first.' });
    const deleted = await remove(only, only);
    expect(deleted.status).toBe(409);
    expect(await jsonOf(deleted)).toEqual({ statusCode: 409, msg: 'The last admin cannot be deleted. Make another user an admin first.' });
    expect(await adminCount()).toBe(1);
  });

  it.each([
    ['two demotions', demote, demote],
    ['two deletions', remove, remove],
    ['a demotion and a deletion', demote, remove],
  ])('keeps one admin when %s of the last two race', async (_name, first, second) => {
    for (let round = 0; round < 3; round++) {
      await shop.app.get(DataSource).query(`DELETE FROM users`);
      const [a, b] = [await userWithToken(shop, 'admin'), await userWithToken(shop, 'admin')];
      // Each admin removes the other at the same moment.
      const statuses = (await Promise.all([first(a, b), second(b, a)])).map((r) => r.status).sort();
      expect(await adminCount()).toBe(1);
      // The loser is refused: 409 (last admin) or, when the winner removed the loser first, 401/403.
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
    }
  });

  it('lets an admin step down while another admin remains', async () => {
    await shop.app.get(DataSource).query(`DELETE FROM users`);
    const [a] = [await userWithToken(shop, 'admin'), await userWithToken(shop, 'admin')];
    const response = await demote(a, { id: a.id, phone: a.phone });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).role).toBe('customer');
    // A new role ends the old session (issue 16 item 5); logged in again, they are a customer.
    expect((await shop.request('/api/users', { headers: a.auth })).status).toBe(401);
    const again = await tokenFor(shop, a.phone);
    expect((await shop.request('/api/users', { headers: { authorization: `Bearer ${again}` } })).status).toBe(403);
    expect(nextPhone()).toMatch(/^\d{10}$/);
  });
});

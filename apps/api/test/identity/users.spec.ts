import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { nextPhone, userWithToken } from '../support/identity-helpers.js';
import { insertUser } from '../../src/identity/users.table.js';

describe('admin user management', () => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    shop = await startTestApp();
    admin = await userWithToken(shop, 'admin', 'Asha Admin');
  });
  afterAll(() => shop.close());

  const put = (id: string, body: unknown, auth = admin.auth) =>
    shop.request(`/api/users/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const del = (id: string, auth = admin.auth) => shop.request(`/api/users/${id}`, { method: 'DELETE', headers: auth });
  const addUser = (name: string, role: 'customer' | 'admin' | 'delivery' = 'customer') =>
    insertUser(shop.app.get(DataSource), { name, phone: nextPhone(), password: 'whatever-123', role });

  describe('GET /api/users', () => {
    beforeAll(async () => {
      for (let i = 0; i < 11; i++) await addUser(`Listed Customer ${String(i).padStart(2, '0')}`);
      await addUser('Mohan 100%_Sure');
    });

    it('pages 10 users at a time, newest first, without password hashes', async () => {
      const response = await shop.request('/api/users', { headers: admin.auth });
      expect(response.status).toBe(200);
      const body = await jsonOf(response);
      expect(body.users).toHaveLength(10);
      expect(body.pagination).toEqual({ page: 1, pages: 2, total: 13, limit: 10 });
      expect(body.users[0]).toEqual({ _id: expect.any(String), name: 'Mohan 100%_Sure', phone: expect.any(String), role: 'customer', createdAt: expect.any(String), hasPassword: true });
      expect(JSON.stringify(body)).not.toMatch(/"password(_hash)?"|argon2/i); // hasPassword is only whether one is set
      const second = await jsonOf(await shop.request('/api/users?page=2', { headers: admin.auth }));
      expect(second.users).toHaveLength(3);
      expect(second.pagination.page).toBe(2);
    });

    it('searches by name (any case) and by phone, with % and _ taken literally', async () => {
      const byName = await jsonOf(await shop.request('/api/users?search=listed%20customer%200', { headers: admin.auth }));
      expect(byName.pagination.total).toBe(10);
      const byPhone = await jsonOf(await shop.request(`/api/users?search=${admin.phone.slice(2, 9)}`, { headers: admin.auth }));
      expect(byPhone.users.map((u: { _id: string }) => u._id)).toContain(admin.id);
      const wildcard = await jsonOf(await shop.request('/api/users?search=%25_', { headers: admin.auth }));
      expect(wildcard.users.map((u: { name: string }) => u.name)).toEqual(['Mohan 100%_Sure']);
    });

    it.each([
      ['page=0', 'page must be a whole number from 1'],
      ['page=abc', 'page must be a whole number from 1'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['sort=name', 'property sort should not exist'],
    ])('answers 400 for ?%s', async (query, msg) => {
      const response = await shop.request(`/api/users?${query}`, { headers: admin.auth });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
    });
  });

  describe('PUT /api/users/:id', () => {
    it("changes name, phone and role and answers the user", async () => {
      const user = await addUser('Old Name');
      const phone = nextPhone();
      const response = await put(user.id, { name: 'New Name', phone, role: 'delivery' });
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toMatchObject({ _id: user.id, name: 'New Name', phone, role: 'delivery' });
    });

    it.each([
      [{ phone: '9123456789', role: 'customer' }, 'name is required'],
      [{ name: 'A', phone: '12345', role: 'customer' }, 'phone must be exactly 10 digits'],
      [{ name: 'A', phone: '9123456789', role: 'superuser' }, 'role must be one of customer, admin, delivery, auditor, packer'],
      [{ name: 'A', phone: '9123456789', role: 'customer', password: 'new password' }, 'property password should not exist'],
      [{ name: 'A', phone: '9123456789', role: 'customer', email: 'a@b.c' }, 'property email should not exist'],
    ])('answers 400 for %j', async (body, msg) => {
      const user = await addUser('Target');
      const response = await put(user.id, body);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
    });

    it("refuses another user's phone with 409", async () => {
      const [a, b] = [await addUser('A'), await addUser('B')];
      const response = await put(a.id, { name: 'A', phone: b.phone, role: 'customer' });
      expect(response.status).toBe(409);
      expect(await jsonOf(response)).toEqual({ statusCode: 409, msg: 'An account with this phone number already exists.' });
    });

    it.each(['0123456789abcdef01234567', 'not-an-id', "1' OR '1'='1"])('answers 404 for the unknown id %s', async (id) => {
      const response = await put(encodeURIComponent(id), { name: 'A', phone: nextPhone(), role: 'customer' });
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: 'User not found.' });
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes a user', async () => {
      const user = await addUser('Leaving');
      const response = await del(user.id);
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toEqual({ _id: user.id, msg: 'User deleted' });
      expect(await shop.app.get(DataSource).query(`SELECT id FROM users WHERE id = $1`, [user.id])).toEqual([]);
      expect((await del(user.id)).status).toBe(404);
    });

    it('answers 404 for an invalid id', async () => {
      const response = await del('zzz');
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: 'User not found.' });
    });
  });

  describe('permissions', () => {
    it.each([
      ['GET', '/api/users'],
      ['PUT', '/api/users/0123456789abcdef01234567'],
      ['DELETE', '/api/users/0123456789abcdef01234567'],
    ])('%s %s: 401 without a token, 403 for customer, delivery and auditor', async (method, path) => {
      const init = (headers: Record<string, string> = {}) => ({
        method,
        headers: method === 'PUT' ? { 'content-type': 'application/json', ...headers } : headers,
        body: method === 'PUT' ? JSON.stringify({ name: 'A', phone: nextPhone(), role: 'admin' }) : undefined,
      });
      const anonymous = await shop.request(path, init());
      expect(anonymous.status).toBe(401);
      expect(await jsonOf(anonymous)).toEqual({ statusCode: 401, msg: 'Please log in to continue.' });
      for (const role of ['customer', 'delivery', 'auditor'] as const) {
        const other = await userWithToken(shop, role);
        const response = await shop.request(path, init(other.auth));
        expect(response.status).toBe(403);
        expect(await jsonOf(response)).toEqual({ statusCode: 403, msg: 'You do not have permission to do this.' });
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { adminFixture, customerFixture, userFixtures } from './testing/fixtures/users.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('usersApi', () => {
  it('lists users a page at a time and searches by name or phone', async () => {
    const { api, lastRequest } = shop.open();
    const page = await api.users.list({ page: 1, limit: 4 });
    expect(page.users).toEqual(userFixtures.slice(0, 4));
    expect(page.pagination).toEqual({ page: 1, pages: 2, total: 6, limit: 4 });
    const found = await api.users.list({ search: ' asha ' });
    expect(new URL(lastRequest().url).searchParams.get('search')).toBe('asha');
    expect(found.users.map((u) => u._id)).toEqual([customerFixture._id]);
  });

  it("edits a user's name, phone and role, and deletes one; the last admin stays", async () => {
    const { api, lastRequest } = shop.open();
    const edited = await api.users.update(customerFixture._id, { name: 'Asha K.', phone: '9876500000', role: 'delivery' });
    expect(await lastRequest().json()).toEqual({ name: 'Asha K.', phone: '9876500000', role: 'delivery' });
    expect(edited).toMatchObject({ _id: customerFixture._id, name: 'Asha K.', role: 'delivery' });
    await expect(api.users.remove(customerFixture._id)).resolves.toEqual({ _id: customerFixture._id, msg: 'User deleted' });
    await expect(api.users.remove(adminFixture._id)).rejects.toMatchObject({
      status: 409,
      message: 'The last admin cannot be deleted. Make another user an admin first.',
    });
  });
});

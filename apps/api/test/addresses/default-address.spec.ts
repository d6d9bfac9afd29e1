import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { userWithToken } from '../support/identity-helpers.js';
import { addressesApi, type Auth, homeAddress } from './address-helpers.js';

describe('exactly one default address per user', () => {
  let shop: TestApp;
  let api: ReturnType<typeof addressesApi>;
  beforeAll(async () => {
    shop = await startTestApp();
    api = addressesApi(shop);
  });
  afterAll(() => shop.close());

  const addMany = async (auth: Auth, count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await jsonOf(await api.add({ ...homeAddress, building: `No. ${i}` }, auth)))._id);
    return ids;
  };
  const defaultsOf = async (userId: string): Promise<string[]> => {
    const rows: { id: string }[] = await shop.app.get(DataSource).query(`SELECT id FROM addresses WHERE user_id = $1 AND is_default`, [userId]);
    return rows.map((row) => row.id);
  };

  it('the first address becomes the default, later ones do not', async () => {
    const user = await userWithToken(shop, 'customer');
    const [first, second] = await addMany(user.auth, 2);
    expect(await defaultsOf(user.id)).toEqual([first]);
    expect((await jsonOf(await api.get(second, user.auth))).isDefault).toBe(false);
  });

  it('set-default moves the default and answers the new default', async () => {
    const user = await userWithToken(shop, 'customer');
    const [, second] = await addMany(user.auth, 3);
    const response = await api.setDefault(second, user.auth);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({ _id: second, isDefault: true });
    expect(await defaultsOf(user.id)).toEqual([second]);
    // Setting the default again is a no-op.
    expect((await api.setDefault(second, user.auth)).status).toBe(200);
    expect(await defaultsOf(user.id)).toEqual([second]);
  });

  it('deleting the default promotes the most recently added other address', async () => {
    const user = await userWithToken(shop, 'customer');
    const [first, second, third] = await addMany(user.auth, 3);
    const response = await api.remove(first, user.auth);
    expect(await jsonOf(response)).toEqual({ _id: first, msg: 'Address deleted', defaultAddressId: third });
    expect(await defaultsOf(user.id)).toEqual([third]);
    await api.remove(third, user.auth);
    expect(await defaultsOf(user.id)).toEqual([second]);
    // Deleting a non-default leaves the default where it is.
    const [fourth] = await addMany(user.auth, 1);
    expect(await jsonOf(await api.remove(fourth, user.auth))).toMatchObject({ defaultAddressId: second });
  });

  it('20 concurrent set-default calls leave exactly one default', async () => {
    const user = await userWithToken(shop, 'customer');
    const ids = await addMany(user.auth, 20);
    const responses = await Promise.all(ids.map((id) => api.setDefault(id, user.auth)));
    expect(responses.map((r) => r.status)).toEqual(ids.map(() => 200));
    const defaults = await defaultsOf(user.id);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]);
  });

  it('concurrent adds, deletes and set-defaults never leave zero or two defaults', async () => {
    const user = await userWithToken(shop, 'customer');
    const ids = await addMany(user.auth, 10);
    await Promise.all([
      ...ids.slice(0, 5).map((id) => api.remove(id, user.auth)),
      ...ids.slice(5).map((id) => api.setDefault(id, user.auth)),
      ...[1, 2, 3].map(() => api.add(homeAddress, user.auth)),
    ]);
    expect(await defaultsOf(user.id)).toHaveLength(1);
  });

  it('concurrent first addresses of a new user give one default', async () => {
    const user = await userWithToken(shop, 'customer');
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.add(homeAddress, user.auth)));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
    expect(await defaultsOf(user.id)).toHaveLength(1);
  });

  it('the database itself refuses a second default', async () => {
    const user = await userWithToken(shop, 'customer');
    const [, second] = await addMany(user.auth, 2);
    await expect(shop.app.get(DataSource).query(`UPDATE addresses SET is_default = true WHERE id = $1`, [second])).rejects.toThrow(
      /addresses_one_default_per_user/,
    );
  });
});

import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { userWithToken } from '../support/identity-helpers.js';
import { addressesApi, homeAddress } from './address-helpers.js';

describe('addresses', () => {
  let shop: TestApp;
  let api: ReturnType<typeof addressesApi>;
  let ravi: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    shop = await startTestApp();
    api = addressesApi(shop);
    ravi = await userWithToken(shop, 'customer', 'Ravi');
  });
  afterAll(() => shop.close());

  const newCustomer = () => userWithToken(shop, 'customer');

  it('POST saves an address for the caller, the first one as default, and answers it with serviceable', async () => {
    const response = await api.add(homeAddress, ravi.auth);
    expect(response.status).toBe(201);
    const saved = await jsonOf(response);
    expect(saved).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      userId: ravi.id,
      ...homeAddress,
      isDefault: true,
      serviceable: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('GET lists the caller’s addresses, the default first, then in the order added', async () => {
    const user = await newCustomer();
    const first = await jsonOf(await api.add({ ...homeAddress, building: 'First' }, user.auth));
    const second = await jsonOf(await api.add({ ...homeAddress, building: 'Second', locality: 'Kankarbagh, Patna' }, user.auth));
    const third = await jsonOf(await api.add({ ...homeAddress, building: 'Third' }, user.auth));
    expect(second).toMatchObject({ isDefault: false, serviceable: true });
    await api.setDefault(third._id, user.auth);
    const list = await jsonOf(await api.list(user.auth));
    expect(list.map((a: { building: string }) => a.building)).toEqual(['Third', 'First', 'Second']);
    expect(list.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false, false]);
    expect(list.every((a: { userId: string }) => a.userId === user.id)).toBe(true);
    expect(first.isDefault).toBe(true);
  });

  it('GET /addresses/:id answers one address', async () => {
    const saved = await jsonOf(await api.add(homeAddress, ravi.auth));
    const response = await api.get(saved._id, ravi.auth);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual(saved);
  });

  it('PUT replaces the form fields, keeps the default flag and drops emptied optional fields', async () => {
    const user = await newCustomer();
    const saved = await jsonOf(await api.add(homeAddress, user.auth));
    const response = await api.update(
      saved._id,
      { addressType: 'Other', customName: "Nani's place", building: '12', locality: 'Kankarbagh, Patna', contactName: 'Asha', floor: '' },
      user.auth,
    );
    expect(response.status).toBe(200);
    const updated = await jsonOf(response);
    expect(updated).toEqual({
      _id: saved._id,
      userId: user.id,
      addressType: 'Other',
      customName: "Nani's place",
      building: '12',
      locality: 'Kankarbagh, Patna',
      contactName: 'Asha',
      isDefault: true,
      serviceable: true,
      createdAt: saved.createdAt,
      updatedAt: expect.any(String),
    });
  });

  it('a custom name is kept only for the type Other', async () => {
    const saved = await jsonOf(await api.add({ ...homeAddress, addressType: 'Work', customName: 'Office' }, ravi.auth));
    expect(saved.addressType).toBe('Work');
    expect(saved).not.toHaveProperty('customName');
  });

  describe('docs/product.md §5 messages', () => {
    it.each([
      [{ ...homeAddress, building: '' }, 'Please fill all required fields'],
      [{ ...homeAddress, locality: '   ' }, 'Please fill all required fields'],
      [{ ...homeAddress, contactName: undefined }, 'Please fill all required fields'],
      [{}, 'Please fill all required fields'],
      [{ ...homeAddress, addressType: 'Other' }, 'Please provide a custom name for "Other" address type'],
      [{ ...homeAddress, addressType: 'Other', customName: ' ' }, 'Please provide a custom name for "Other" address type'],
      [{ ...homeAddress, contactPhone: '12345' }, 'Please enter a valid 10-digit phone number'],
      [{ ...homeAddress, contactPhone: '98765432101' }, 'Please enter a valid 10-digit phone number'],
      [{ ...homeAddress, contactPhone: 9876543210 }, 'Please enter a valid 10-digit phone number'],
      [{ ...homeAddress, addressType: 'Palace' }, 'Address type must be one of Home, Work, Hotel, Other'],
      [{ ...homeAddress, landmark: 'x'.repeat(121) }, 'Landmark must be at most 120 characters'],
      [{ ...homeAddress, building: ['a'] }, 'Please fill all required fields'],
      // Issue 19 item 5: refused when saved, never first discovered at Place Order.
      [{ ...homeAddress, locality: 'Sector 18, Noida' }, 'We deliver only in Patna at this time. Please enter an area in Patna, for example "Boring Road, Patna".'],
    ])('POST and PUT answer 400 for %j', async (body, msg) => {
      const saved = await jsonOf(await api.add(homeAddress, ravi.auth));
      for (const response of [await api.add(body, ravi.auth), await api.update(saved._id, body, ravi.auth)]) {
        expect(response.status).toBe(400);
        expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
      }
    });
  });

  describe('mass assignment', () => {
    it('ignores userId, isDefault and _id in the body: the owner is the token, the id the path', async () => {
      const user = await newCustomer();
      const other = await newCustomer();
      const first = await jsonOf(await api.add(homeAddress, user.auth));
      const forged = '0123456789abcdef01234567';
      const response = await api.add({ ...homeAddress, userId: other.id, isDefault: true, _id: forged }, user.auth);
      expect(response.status).toBe(201);
      const second = await jsonOf(response);
      expect(second).toMatchObject({ userId: user.id, isDefault: false });
      expect(second._id).not.toBe(forged);
      expect(await jsonOf(await api.list(other.auth))).toEqual([]);

      const put = await api.update(second._id, { ...homeAddress, userId: other.id, isDefault: true, _id: first._id }, user.auth);
      expect(await jsonOf(put)).toMatchObject({ _id: second._id, userId: user.id, isDefault: false });
      expect((await jsonOf(await api.get(first._id, user.auth))).isDefault).toBe(true);
    });

    it('refuses any other unknown field', async () => {
      const response = await api.add({ ...homeAddress, createdAt: '2000-01-01' }, ravi.auth);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ statusCode: 400, msg: 'property createdAt should not exist' });
    });
  });

  describe('hostile input answers 4xx, never 5xx', () => {
    it.each([
      ["SQL metacharacters", { ...homeAddress, building: "1'; DROP TABLE addresses; --", landmark: '" OR 1=1 --' }, 201],
      ['10 kB strings', { ...homeAddress, locality: 'Patna '.repeat(2000) }, 400],
      ['10 kB in every field', Object.fromEntries(Object.keys(homeAddress).map((key) => [key, 'x'.repeat(10_240)])), 400],
      ['NUL characters', { ...homeAddress, building: 'a\u0000b' }, 400],
      ['a JSON array body', [homeAddress], 400],
      ['malformed JSON', '{"building": ', 400],
    ])('%s', async (_label, body, status) => {
      const response = await api.add(body, ravi.auth);
      expect(response.status).toBe(status);
      if (status === 201) expect((await jsonOf(response)).building).toBe("1'; DROP TABLE addresses; --");
    });

    it.each(["1' OR '1'='1", 'not-an-id', '%00', '0123456789ABCDEF01234567'])('path id %s is a 404', async (id) => {
      for (const response of [await api.get(encodeURIComponent(id), ravi.auth), await api.remove(encodeURIComponent(id), ravi.auth)]) {
        expect(response.status).toBe(404);
        expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: 'Address not found.' });
      }
    });

    it('a 10 kB path id is refused as too long (414)', async () => {
      expect((await api.get('x'.repeat(10_240), ravi.auth)).status).toBe(414);
    });
  });

  describe('ownership', () => {
    it("another user's address is a 404 for GET, PUT, PATCH and DELETE, and is left untouched", async () => {
      const owner = await newCustomer();
      const intruder = await newCustomer();
      const saved = await jsonOf(await api.add(homeAddress, owner.auth));
      await api.add(homeAddress, intruder.auth);
      const responses = [
        await api.get(saved._id, intruder.auth),
        await api.update(saved._id, { ...homeAddress, building: 'Mine now' }, intruder.auth),
        await api.setDefault(saved._id, intruder.auth),
        await api.remove(saved._id, intruder.auth),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: 'Address not found.' });
      }
      expect(await jsonOf(await api.get(saved._id, owner.auth))).toEqual(saved);
    });

    it('an unknown id is the same 404', async () => {
      const response = await api.get('0123456789abcdef01234567', ravi.auth);
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: 'Address not found.' });
    });

    it('every route needs a login (401) and the customer role (403)', async () => {
      const id = '0123456789abcdef01234567';
      const none = {};
      for (const response of [
        await api.list(none),
        await api.get(id, none),
        await api.add(homeAddress, none),
        await api.update(id, homeAddress, none),
        await api.setDefault(id, none),
        await api.remove(id, none),
      ]) {
        expect(response.status).toBe(401);
        expect(await jsonOf(response)).toEqual({ statusCode: 401, msg: 'Please log in to continue.' });
      }
      const courier = await userWithToken(shop, 'delivery');
      expect((await api.list(courier.auth)).status).toBe(403);
    });
  });

  it('DELETE removes the address', async () => {
    const user = await newCustomer();
    const saved = await jsonOf(await api.add(homeAddress, user.auth));
    const response = await api.remove(saved._id, user.auth);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ _id: saved._id, msg: 'Address deleted', defaultAddressId: null });
    expect((await api.get(saved._id, user.auth)).status).toBe(404);
    expect(await jsonOf(await api.list(user.auth))).toEqual([]);
  });

  it('limits one user to 50 addresses (409)', async () => {
    const user = await newCustomer();
    for (let i = 0; i < 50; i++) expect((await api.add(homeAddress, user.auth)).status).toBe(201);
    const response = await api.add(homeAddress, user.auth);
    expect(response.status).toBe(409);
    expect((await jsonOf(response)).msg).toBe('You can save at most 50 addresses. Delete one to add another.');
  });
});

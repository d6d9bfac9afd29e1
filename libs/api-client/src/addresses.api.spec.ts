import { describe, expect, it } from 'vitest';
import { addressFixtures, homeInPatnaFixture, outsidePatnaFixture, workInPatnaFixture } from './testing/fixtures/addresses.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();
const form = { building: 'House 7, Road 2', locality: 'Rajendra Nagar, Patna', contactName: 'Asha Kumari', contactPhone: '9876543210' };

describe('addressesApi', () => {
  it('lists the saved addresses, the default first, and reads one', async () => {
    const { api } = shop.open();
    const list = await api.addresses.list();
    expect(list).toEqual(addressFixtures);
    expect(list.map((a) => a.serviceable)).toEqual([true, true, false]);
    await expect(api.addresses.get(outsidePatnaFixture._id)).resolves.toMatchObject({ customName: "Nani's place", serviceable: false });
  });

  it('adds an address (Home by default) and updates it; a missing field is the docs/product.md §5 message', async () => {
    const { api, lastRequest } = shop.open();
    const added = await api.addresses.add(form);
    expect(await lastRequest().json()).toEqual(form);
    expect(added).toMatchObject({ ...form, addressType: 'Home', isDefault: false, serviceable: true });
    const updated = await api.addresses.update(added._id, { ...form, addressType: 'Work', locality: 'Bailey Road, Patna' });
    expect(updated).toMatchObject({ _id: added._id, addressType: 'Work', serviceable: true });
    // Issue 19 item 5: an address the shop does not deliver to is refused when saved.
    await expect(api.addresses.add({ ...form, locality: 'Sector 18, Noida' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('We deliver only in Patna') });
    await expect(api.addresses.add({ ...form, building: ' ' })).rejects.toMatchObject({ status: 400, message: 'Please fill all required fields' });
  });

  it('moves the default, and deleting the default promotes another', async () => {
    const { api } = shop.open();
    await expect(api.addresses.setDefault(workInPatnaFixture._id)).resolves.toMatchObject({ _id: workInPatnaFixture._id, isDefault: true });
    expect((await api.addresses.list())[0]._id).toBe(workInPatnaFixture._id);
    const deleted = await api.addresses.remove(workInPatnaFixture._id);
    expect(deleted).toEqual({ _id: workInPatnaFixture._id, msg: 'Address deleted', defaultAddressId: outsidePatnaFixture._id });
    await expect(api.addresses.get(workInPatnaFixture._id)).rejects.toMatchObject({ status: 404, message: 'Address not found.' });
    expect((await api.addresses.list()).map((a) => a._id)).toEqual([outsidePatnaFixture._id, homeInPatnaFixture._id]);
  });
});

import { describe, expect, it } from 'vitest';
import { createBrowserStorage, storageKeys } from './browser-storage';
import { MemoryStorage } from './memory-storage';

describe('browser storage', () => {
  it('keeps the session under the docs/product.md §3 keys token, user and role', () => {
    const store = new MemoryStorage();
    const storage = createBrowserStorage(store);
    storage.writeSession({ token: 'jwt', user: { _id: 'u1', role: 'customer', phone: '9876543210' } });
    expect(store.getItem(storageKeys.token)).toBe('jwt');
    expect(JSON.parse(store.getItem(storageKeys.user) ?? '')).toMatchObject({ _id: 'u1' });
    expect(store.getItem(storageKeys.role)).toBe('customer');
    expect(storage.readSession()).toEqual({ token: 'jwt', user: { _id: 'u1', role: 'customer', phone: '9876543210' } });
  });

  it('reads a corrupt or partial session as none, never as a crash', () => {
    expect(createBrowserStorage(new MemoryStorage({ token: 'jwt', user: '{not json' })).readSession()).toBeNull();
    expect(createBrowserStorage(new MemoryStorage({ user: '{"_id":"u1"}' })).readSession()).toBeNull();
  });

  it('treats an unknown stored role as a customer, so a tampered role grants nothing more', () => {
    const storage = createBrowserStorage(new MemoryStorage({ token: 'jwt', user: '{"_id":"u1"}', role: 'superuser' }));
    expect(storage.readSession()?.user.role).toBe('customer');
    expect(storage.role()).toBeNull();
  });

  it('drops guest cart lines that are not lines', () => {
    const store = new MemoryStorage({ guestCart: JSON.stringify([{ productId: 'p1', name: 'Milk', price: 3200, quantity: 2 }, { productId: 7 }, null]) });
    expect(createBrowserStorage(store).readGuestCart()).toEqual([{ productId: 'p1', name: 'Milk', price: 3200, quantity: 2 }]);
  });

  it('clears everything on logout (docs/product.md §4), the guest cart and the location too', () => {
    const store = new MemoryStorage();
    const storage = createBrowserStorage(store);
    storage.writeSession({ token: 'jwt', user: { _id: 'u1', role: 'customer' } });
    storage.writeGuestCart([{ productId: 'p1', name: 'Milk', price: 3200, quantity: 1 }]);
    storage.writeSelectedAddress('Boring Road, Patna');
    storage.clearAll();
    expect(store.length).toBe(0);
  });

  it('keeps the chosen language through a logout (the device’s, not the account’s) and reads an unknown one as none', () => {
    const store = new MemoryStorage();
    const storage = createBrowserStorage(store);
    storage.writeSession({ token: 'jwt', user: { _id: 'u1', role: 'customer' } });
    storage.writeLocale('hi');
    storage.clearAll();
    expect([...Array(store.length).keys()].map((i) => store.key(i))).toEqual([storageKeys.locale]);
    expect(storage.locale()).toBe('hi');
    expect(createBrowserStorage(new MemoryStorage({ locale: 'fr' })).locale()).toBeNull();
  });
});

import type { LoaderFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@jhatpat/domain';
import { createShopServices } from '../../shared/services/create-shop-services';
import { createBrowserStorage } from '../../shared/storage/browser-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { cartRoutes } from './cart.routes';

/** Where the route's guard sends a visitor: its redirect target, or null when the screen may open. */
async function guardOf(path: string, visitor: { role?: Role; location?: string }) {
  const store = new MemoryStorage();
  const storage = createBrowserStorage(store);
  if (visitor.role) storage.writeSession({ token: 'token', user: { _id: 'user-1', role: visitor.role } });
  if (visitor.location) storage.writeSelectedAddress(visitor.location);
  const route = cartRoutes(createShopServices(store)).find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  // A route without a loader opens for everyone.
  const loader = (route.loader ?? (() => null)) as LoaderFunction;
  try {
    const url = new URL(`http://shop/${path}`);
    await loader({ request: new Request(url), url, pattern: `/${path}`, params: {}, context: undefined });
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

describe('cart routes (docs/product.md §2)', () => {
  it('opens /cart to guests and customers alike, in Patna or not (issue 19 item 1: the cart says why a location is needed)', async () => {
    expect(await guardOf('cart', {})).toBeNull();
    expect(await guardOf('cart', { location: 'Station Road, Gaya, Bihar' })).toBeNull();
    expect(await guardOf('cart', { location: 'Boring Road, Patna, Bihar' })).toBeNull();
    expect(await guardOf('cart', { role: 'customer', location: 'boring road, PATNA' })).toBeNull();
  });

  it('opens /customer/addresses to customers only', async () => {
    expect(await guardOf('customer/addresses', {})).toBe('/login');
    expect(await guardOf('customer/addresses', { role: 'admin' })).toBe('/');
    expect(await guardOf('customer/addresses', { role: 'customer' })).toBeNull();
  });

  it('loads each screen only when it is opened', () => {
    expect(cartRoutes(createShopServices(new MemoryStorage())).every((route) => typeof route.lazy === 'function')).toBe(true);
  });
});

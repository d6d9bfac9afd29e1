import { redirect } from 'react-router-dom';
import { isServiceable, type Role } from '@jhatpat/domain';
import type { BrowserStorage } from '../shared/storage/browser-storage';

/** docs/product.md §2 "Route guard": no token → /login; a role not allowed → /. Runs before the screen loads. */
export function requireRole(storage: BrowserStorage, allowed: readonly Role[]) {
  return () => {
    if (!storage.token()) throw redirect('/login');
    const role = storage.role();
    if (!role || !allowed.includes(role)) throw redirect('/');
    return null;
  };
}

/** docs/product.md §2: /cart is reachable only when the selected location is in Patna. */
export function requireServiceableLocation(storage: BrowserStorage) {
  return () => {
    const address = storage.selectedAddress();
    if (!address || !isServiceable(address)) throw redirect('/');
    return null;
  };
}

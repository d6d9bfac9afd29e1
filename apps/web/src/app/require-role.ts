import { redirect } from 'react-router-dom';
import type { Role } from '@jhatpat/domain';
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

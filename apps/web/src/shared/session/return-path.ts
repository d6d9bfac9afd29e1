import type { Role } from '@jhatpat/domain';

/**
 * Issue 19 item 11: where a customer goes after logging in when a screen sent them to log in (`/login?next=/cart`):
 * back there, not to the dashboard. Only a path of this shop (one leading "/", never "//host" or a scheme) and only
 * for customers: staff land on their own pages (docs/product.md §4).
 */
export function returnPathOf(search: URLSearchParams, role: Role): string | null {
  const next = search.get('next');
  if (role !== 'customer' || !next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** The login address that comes back to `path`. */
export const loginReturningTo = (path: string): string => `/login?next=${encodeURIComponent(path)}`;

import type { Role } from '@jhatpat/domain';

/** docs/product.md §2: guest category and banner paths are /{path}; a customer's are /c/{path}. */
export function catalogHref(role: Role | null, path: string): string {
  const segment = encodeURIComponent(path);
  return role === 'customer' ? `/c/${segment}` : `/${segment}`;
}

/** Where "Return to Home" leads: the customer dashboard for customers, the guest home for everyone else. */
export function shopHomeHref(role: Role | null): string {
  return role === 'customer' ? '/customer/dashboard' : '/';
}

/** docs/product.md §2 product detail route, for every role. */
export function productHref(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

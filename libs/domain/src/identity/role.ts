// docs/product.md §6 roles, plus the read-only auditor of DESIGN.md "The event log".
export const roles = ['customer', 'admin', 'delivery', 'auditor'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Where a user lands after login (docs/product.md §4 "Session"). */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'delivery':
      return '/delivery/orders';
    // Not in docs/product.md §4 (it has no auditors): the audit views are all an auditor may open.
    case 'auditor':
      return '/audit';
    default:
      return '/customer/dashboard';
  }
}

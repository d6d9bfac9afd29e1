// docs/product.md §6 roles, plus the read-only auditor of DESIGN.md "The event log" and the dark store's packer (issue 18).
export const roles = ['customer', 'admin', 'delivery', 'auditor', 'packer'] as const;
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
    // The packing floor's tablets open on the queue (docs/decisions.md#packing).
    case 'packer':
      return '/packing';
    default:
      return '/customer/dashboard';
  }
}

import { describe, expect, it } from 'vitest';
import { isRole, landingPathFor } from './role.js';

describe('landingPathFor', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['delivery', '/delivery/orders'],
    ['customer', '/customer/dashboard'],
    ['auditor', '/audit'],
    ['packer', '/packing'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(landingPathFor(role)).toBe(path);
  });
});

describe('isRole', () => {
  it('accepts only the known roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('superuser')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

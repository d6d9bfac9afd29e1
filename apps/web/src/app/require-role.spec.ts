import { describe, expect, it } from 'vitest';
import { createBrowserStorage } from '../shared/storage/browser-storage';
import { MemoryStorage } from '../shared/storage/memory-storage';
import { requireRole } from './require-role';

const signedIn = (role: string) => createBrowserStorage(new MemoryStorage({ token: 'jwt', user: '{"_id":"u1"}', role }));

function redirectOf(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

describe('route guard (docs/product.md §2)', () => {
  it('sends a user without a token to /login', () => {
    expect(redirectOf(requireRole(createBrowserStorage(new MemoryStorage()), ['customer']))).toBe('/login');
  });

  it('sends a user of another role to /', () => {
    expect(redirectOf(requireRole(signedIn('customer'), ['admin']))).toBe('/');
    expect(redirectOf(requireRole(signedIn('admin'), ['customer']))).toBe('/');
  });

  it('lets an allowed role through', () => {
    expect(redirectOf(requireRole(signedIn('delivery'), ['delivery']))).toBeNull();
  });

});

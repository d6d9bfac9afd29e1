import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathOf } from './return-path';

const search = (url: string) => new URL(url, 'http://shop').searchParams;

describe('returnPathOf (issue 19 item 11)', () => {
  it('brings a customer back to the page that asked them to log in', () => {
    expect(loginReturningTo('/cart')).toBe('/login?next=%2Fcart');
    expect(returnPathOf(search(loginReturningTo('/cart')), 'customer')).toBe('/cart');
  });

  it('ignores other sites, missing values and staff', () => {
    expect(returnPathOf(search('/login'), 'customer')).toBeNull();
    expect(returnPathOf(search('/login?next=https://evil.example'), 'customer')).toBeNull();
    expect(returnPathOf(search('/login?next=//evil.example'), 'customer')).toBeNull();
    expect(returnPathOf(search('/login?next=/\\evil.example'), 'customer')).toBeNull();
    expect(returnPathOf(search(loginReturningTo('/cart')), 'admin')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { missingFieldErrors, phoneDigits } from './auth-fields';

describe('missingFieldErrors (SPEC §5)', () => {
  it('asks for phone and password on login', () => {
    expect(missingFieldErrors({ phone: '', password: '' })).toEqual({
      phone: 'Please enter your phone number',
      password: 'Please enter your password',
    });
  });

  it('treats a blank phone or name as missing, but never trims a password', () => {
    expect(missingFieldErrors({ name: '  ', phone: '   ', password: ' ' })).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter your phone number',
    });
  });

  it('checks the name only when the form has one (register)', () => {
    expect(missingFieldErrors({ phone: '9876543210', password: 'secret-pass' })).toEqual({});
    expect(missingFieldErrors({ name: '', phone: '9876543210', password: 'secret-pass' })).toEqual({ name: 'Please enter your name' });
  });
});

describe('phoneDigits', () => {
  it('drops everything but digits, up to the limit', () => {
    expect(phoneDigits('98765 4321', 10)).toBe('987654321');
    expect(phoneDigits('98a7', 10)).toBe('987');
    expect(phoneDigits('98765432101', 10)).toBe('9876543210');
  });
});

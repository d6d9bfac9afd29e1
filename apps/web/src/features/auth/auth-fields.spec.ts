import { describe, expect, it } from 'vitest';
import { missingFieldErrors, phoneDigits, registerFieldErrors, serverFieldError } from './auth-fields';

describe('missingFieldErrors (docs/product.md §5)', () => {
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

describe('the shop text rule on the auth forms (issue 16 item 9)', () => {
  it('refuses a NUL or broken Unicode in the name or password with the API’s words', () => {
    expect(missingFieldErrors({ name: 'Ravi\u0000', phone: '9876543210', password: 'pass\uD800word' })).toEqual({
      name: 'name must be plain text: no NUL characters or broken Unicode (unpaired surrogates)',
      password: 'password must be plain text: no NUL characters or broken Unicode (unpaired surrogates)',
    });
    expect(missingFieldErrors({ name: 'रवि 🙏', phone: '9876543210', password: 'पासवर्ड 🔑' })).toEqual({});
  });
});

describe('phoneDigits', () => {
  it('drops everything but digits, up to the limit', () => {
    expect(phoneDigits('98765 4321', 10)).toBe('987654321');
    expect(phoneDigits('98a7', 10)).toBe('987');
    expect(phoneDigits('98765432101', 10)).toBe('9876543210');
  });
});

describe('register field errors (issue 19 item 11)', () => {
  it('checks the phone and the password length under their fields before sending', () => {
    expect(registerFieldErrors({ name: 'Asha', phone: '98765', password: 'short' })).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
      password: 'Password must be at least 8 characters',
    });
    expect(registerFieldErrors({ name: 'Asha', phone: '9876543210', password: 'long enough' })).toEqual({});
  });

  it('places a server refusal under its field, with a capital letter, or nowhere', () => {
    expect(serverFieldError('An account with this phone number already exists.')).toEqual({ phone: 'An account with this phone number already exists.' });
    expect(serverFieldError('phone must be exactly 10 digits')).toEqual({ phone: 'Phone must be exactly 10 digits' });
    expect(serverFieldError('password must be at most 128 characters')).toEqual({ password: 'Password must be at most 128 characters' });
    expect(serverFieldError('Too many requests from your network. Please wait a moment and try again.')).toBeNull();
  });
});

import type { AppConfig } from '../../platform/config/app-config.js';
import { DEVICE_COOKIE, DeviceCookies, deviceCookieHeader, deviceCookieIn } from './device-cookie.js';

const cookies = (secret: string) => new DeviceCookies({ jwtSecret: secret } as AppConfig);

describe('DeviceCookies', () => {
  const devices = cookies('s'.repeat(40));

  it('verifies what it issued, naming the phone and a nonce of its own per cookie', () => {
    const [one, two] = [devices.issue('9000000002'), devices.issue('9000000002')];
    expect(devices.verify(one)).toEqual({ phone: '9000000002', nonce: one.split('.')[1] });
    expect(devices.verify(two)?.nonce).not.toBe(devices.verify(one)?.nonce);
  });

  it('refuses a cookie signed under another secret, altered, or malformed', () => {
    const issued = devices.issue('9000000002');
    const [phone, nonce, signature] = issued.split('.');
    for (const value of [
      cookies('t'.repeat(40)).issue('9000000002'),
      `9000000003.${nonce}.${signature}`,
      `${phone}.${nonce}.${signature}x`,
      `${phone}.${nonce}`,
      `${issued}.more`,
      '',
      undefined,
    ]) {
      expect(devices.verify(value)).toBeNull();
    }
  });
});

describe('the device cookie on the wire', () => {
  it('finds the cookie among others in a Cookie header', () => {
    expect(deviceCookieIn(`a=1; ${DEVICE_COOKIE}=v.a.l; b=2`)).toBe('v.a.l');
    expect(deviceCookieIn('a=1; b=2')).toBeUndefined();
    expect(deviceCookieIn(undefined)).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Strict and for /api/auth only, and Secure only over https', () => {
    expect(deviceCookieHeader('v', false)).toBe(`${DEVICE_COOKIE}=v; Path=/api/auth; Max-Age=15552000; HttpOnly; SameSite=Strict`);
    expect(deviceCookieHeader('v', true)).toMatch(/; Secure$/);
  });
});

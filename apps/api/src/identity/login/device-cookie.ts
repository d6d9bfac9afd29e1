import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtSecretFor } from '../../platform/auth/jwt-secret.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';

/** The cookie's name; scoped to /api/auth, so no other request carries it. */
export const DEVICE_COOKIE = 'jhatpat_device';
// OWASP leaves the lifetime open; half a year keeps a phone that logs in now and then trusted.
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** A device cookie that checked out: whose it is and the nonce its failures are counted under. */
export interface TrustedDevice {
  phone: string;
  nonce: string;
}

/**
 * OWASP "Slow Down Online Guessing Attacks with Device Cookies": a browser that logged in to an account
 * gets `phone.nonce.signature` (HMAC-SHA256), and later logins that present it for that phone are from a
 * trusted device. The key is derived from the JWT secret, so every instance checks every cookie, and a
 * cookie can never pass for a token or the reverse.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', jwtSecretFor(config)).update('jhatpat device cookie v1').digest();
  }

  issue(phone: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${phone}.${nonce}.${this.signature(phone, nonce)}`;
  }

  /** The device a cookie value names, or null when it is absent, malformed or not signed by us. */
  verify(value: string | undefined): TrustedDevice | null {
    const [phone, nonce, signature, ...rest] = (value ?? '').split('.');
    if (rest.length > 0 || !/^\d{10}$/.test(phone ?? '') || !/^[\w-]{22}$/.test(nonce ?? '') || !signature) return null;
    const expected = Buffer.from(this.signature(phone, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { phone, nonce } : null;
  }

  private signature(phone: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${phone}.${nonce}`).digest('base64url');
  }
}

/** The Set-Cookie value: HttpOnly (no script reads it), SameSite=Strict, only on /api/auth, Secure over https. */
export function deviceCookieHeader(value: string, https: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

/** The device cookie's value in a Cookie request header (RFC 6265 §5.4: "name=value" pairs joined by "; "). */
export function deviceCookieIn(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

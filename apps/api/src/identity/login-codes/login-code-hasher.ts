import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { jwtSecretFor } from '../../platform/auth/jwt-secret.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { CODE_DIGITS } from './login-code-rules.js';

/** A fresh code: the digits go to the phone, only salt and hash to the database. */
export interface FreshCode {
  code: string;
  salt: string;
  hash: string;
}

/**
 * ASVS 2.7.5: a login code is stored as a hash only. Six digits are a million values, so a plain hash
 * would fall to a table of them: this is an HMAC under a key derived from the JWT secret (every instance
 * has it, the database does not), salted per code, over the phone too, so a row checks only its own phone.
 */
@Injectable()
export class LoginCodeHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', jwtSecretFor(config)).update('jhatpat login code v1').digest();
  }

  fresh(phone: string): FreshCode {
    // crypto.randomInt: uniform, from the OS's CSPRNG; leading zeros kept.
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const salt = randomBytes(16).toString('base64url');
    return { code, salt, hash: this.hash(phone, salt, code) };
  }

  matches(phone: string, code: string, salt: string, hash: string): boolean {
    const given = Buffer.from(this.hash(phone, salt, code));
    const expected = Buffer.from(hash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private hash(phone: string, salt: string, code: string): string {
    return createHmac('sha256', this.key).update(`${phone}.${salt}.${code}`).digest('base64url');
  }
}

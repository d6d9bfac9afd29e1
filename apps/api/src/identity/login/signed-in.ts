import type { JwtService } from '@nestjs/jwt';
import type { TokenClaims } from '../../platform/auth/authenticated-user.js';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from '../../platform/auth/auth.module.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { SqlClient } from '../../platform/database/sql-transaction.js';
import { openSession } from '../login-sessions.js';
import type { UserRow } from '../user.view.js';
import type { DeviceCookies } from './device-cookie.js';
import type { LoggedIn } from './login.command.js';

/** The session a login opens: it outlives no token of it, both last the configured token lifetime. */
export function openLoginSession(sql: SqlClient, userId: string, config: AppConfig): Promise<string> {
  return openSession(sql, userId, config.jwtExpiresInSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS);
}

/**
 * What every way of logging in answers (password and OTP alike): the token naming the session, the
 * user (docs/product.md §3 "Login response"), and a new device cookie (OWASP: one per successful login).
 */
export async function signedIn(
  jwt: JwtService,
  devices: DeviceCookies,
  user: Pick<UserRow, 'id' | 'name' | 'phone' | 'role' | 'password_set'>,
  sessionId: string,
): Promise<LoggedIn> {
  const claims: TokenClaims = { sub: user.id, role: user.role, sid: sessionId };
  return {
    result: { token: await jwt.signAsync(claims), user: { _id: user.id, name: user.name, phone: user.phone, role: user.role, hasPassword: user.password_set } },
    deviceCookie: devices.issue(user.phone),
  };
}

import type { JwtService } from '@nestjs/jwt';
import { isObjectId } from '../ids/object-id.js';
import type { AuthenticatedUser, TokenClaims } from './authenticated-user.js';
import type { SessionUsers } from './session-users.js';

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session has expired or is no longer valid. Please log in again.';
export const NOT_ALLOWED = 'You do not have permission to do this.';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token that admits no one; `message` is what the client is told (NOT_LOGGED_IN or SESSION_INVALID). */
export class SessionRefused extends Error {
  override name = 'SessionRefused';
}

/**
 * The user a bearer token stands for, checked the same way on every way in (REST and sockets): the
 * signature with the algorithm, issuer and audience pinned in AuthModule, an expiry, a session (`sid`)
 * still open, and a user who still exists with a known role, re-read from the database so logout, a
 * demotion or a deletion takes effect at once, not at token expiry (ASVS 8.3.2, 7.4.1; issue 16 item 5).
 * A token without a session (issued before sessions existed) admits no one: its owner logs in again.
 */
export async function sessionOfToken(jwt: JwtService, sessions: SessionUsers, token: unknown): Promise<{ user: AuthenticatedUser; sessionId: string; expiresAt: number }> {
  if (typeof token !== 'string' || token === '') throw new SessionRefused(NOT_LOGGED_IN);
  const claims = verifiedClaims(jwt, token) ?? (await verifyClaims(jwt, token));
  const user = await sessions.userInSession(claims.sub, claims.sid);
  if (!user) throw new SessionRefused(SESSION_INVALID);
  return { user, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
}

type VerifiedClaims = TokenClaims & { exp: number };

/** Tokens whose signature this JwtService checked, by their exact text, until they expire (at most MAX_VERIFIED per service). */
const verified = new WeakMap<JwtService, Map<string, VerifiedClaims>>();
const MAX_VERIFIED = 20_000;

/**
 * The claims of a token this JwtService has verified before, while it has not expired. The same bytes
 * carry the same valid signature: checking it again (HMAC, base64 and JSON parses: about a tenth of a
 * cart add's API CPU, bench/README.md) tells nothing new. Whether its session is still open is asked
 * every time (sessions.userInSession).
 */
function verifiedClaims(jwt: JwtService, token: string): VerifiedClaims | undefined {
  const claims = verified.get(jwt)?.get(token);
  if (claims === undefined) return undefined;
  if (claims.exp * 1000 > Date.now()) return claims;
  verified.get(jwt)?.delete(token);
  return undefined;
}

async function verifyClaims(jwt: JwtService, token: string): Promise<VerifiedClaims> {
  let claims: TokenClaims & { exp?: unknown };
  try {
    claims = await jwt.verifyAsync<TokenClaims & { exp?: unknown }>(token);
  } catch {
    throw new SessionRefused(SESSION_INVALID);
  }
  if (typeof claims.exp !== 'number' || !isObjectId(claims.sub) || typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) {
    throw new SessionRefused(SESSION_INVALID);
  }
  const ok: VerifiedClaims = { sub: claims.sub, role: claims.role, sid: claims.sid, exp: claims.exp };
  let known = verified.get(jwt);
  if (!known) verified.set(jwt, (known = new Map()));
  if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value as string);
  known.set(token, ok);
  return ok;
}

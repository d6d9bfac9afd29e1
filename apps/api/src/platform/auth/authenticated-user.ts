import type { Role } from '@jhatpat/domain';

/** The caller of a guarded route, as the database knows them now (not as the token remembers them). */
export interface AuthenticatedUser {
  id: string;
  name: string;
  phone: string;
  role: Role;
}

/** Claims of a login token: the user id and the role at login time (the guard trusts only the id). */
export interface TokenClaims {
  sub: string;
  role: Role;
  /** The session (user_sessions.id) the token belongs to: logout and role changes end it. */
  sid: string;
}

export const TOKEN_ISSUER = 'jhatpat';
export const TOKEN_AUDIENCE = 'jhatpat-api';

/** Metadata key under which @Roles keeps the allowed roles for JwtGuard. */
export const ALLOWED_ROLES = 'jhatpat:allowed-roles';

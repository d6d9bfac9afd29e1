import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { isRole, type Role } from '@jhatpat/domain';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { pooledSql, type SqlClient } from '../database/sql-transaction.js';
import { isObjectId } from '../ids/object-id.js';
import { ALLOWED_ROLES, type AuthenticatedUser, type TokenClaims } from './authenticated-user.js';

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session has expired or is no longer valid. Please log in again.';
export const NOT_ALLOWED = 'You do not have permission to do this.';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser };

/**
 * Admits a request with a valid bearer token whose user still exists, then checks @Roles against the
 * role in the database: ASVS 8.3.2, a demotion or a deletion takes effect at once, not at token expiry.
 */
@Injectable()
export class JwtGuard implements CanActivate {
  private readonly sql: SqlClient;

  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(DataSource) db: DataSource,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {
    this.sql = pooledSql(db);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException(NOT_LOGGED_IN);
    const user = await this.userOf(await this.claimsOf(token));
    if (!user) throw new UnauthorizedException(SESSION_INVALID);
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed?.length && !allowed.includes(user.role)) throw new ForbiddenException(NOT_ALLOWED);
    request.user = user;
    return true;
  }

  private async claimsOf(token: string): Promise<TokenClaims> {
    try {
      // Algorithms, issuer and audience are pinned in AuthModule's verifyOptions.
      const claims = await this.jwt.verifyAsync<TokenClaims & { exp?: unknown }>(token);
      if (typeof claims.exp !== 'number' || !isObjectId(claims.sub)) throw new Error('incomplete claims');
      return claims;
    } catch {
      throw new UnauthorizedException(SESSION_INVALID);
    }
  }

  private async userOf(claims: TokenClaims): Promise<AuthenticatedUser | null> {
    const rows: AuthenticatedUser[] = await this.sql.query(
      `SELECT id, name, phone, role FROM users WHERE id = $1`,
      [claims.sub],
    );
    const user = rows[0];
    return user && isRole(user.role) ? user : null;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_.\-+/=]+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

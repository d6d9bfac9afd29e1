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
import type { Role } from '@jhatpat/domain';
import type { FastifyRequest } from 'fastify';
import { ALLOWED_ROLES, type AuthenticatedUser } from './authenticated-user.js';
import { NOT_ALLOWED, SessionRefused, sessionOfToken } from './session-of-token.js';
import { SESSION_USERS, type SessionUsers } from './session-users.js';

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser; sessionId?: string };

/** Admits a request with a bearer token that is a session (sessionOfToken), then checks @Roles against the user's role now. */
@Injectable()
export class JwtGuard implements CanActivate {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SESSION_USERS) private readonly sessions: SessionUsers,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const { user, sessionId } = await sessionOfToken(this.jwt, this.sessions, token).catch((error: unknown) => {
      throw error instanceof SessionRefused ? new UnauthorizedException(error.message) : error;
    });
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed?.length && !allowed.includes(user.role)) throw new ForbiddenException(NOT_ALLOWED);
    request.user = user;
    request.sessionId = sessionId;
    return true;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_.\-+/=]+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

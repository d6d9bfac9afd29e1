import { timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@jhatpat/domain';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { bearerToken } from './jwt.guard.js';
import { NOT_ALLOWED, NOT_LOGGED_IN, SessionRefused, sessionOfToken } from './session-of-token.js';
import { SESSION_USERS, type SessionUsers } from './session-users.js';

/** A caller who may see the shop's operational figures: the scraper (METRICS_TOKEN) or staff. */
export type Operator = 'scraper' | Role;

const STAFF_WHO_SEE_DETAILS: readonly Role[] = ['admin', 'auditor'];

/**
 * Who is asking for operational figures (docs/decisions.md#metrics-access): Prometheus has no user
 * and no expiring login, so it presents METRICS_TOKEN; a person presents their login token as
 * everywhere else. Without METRICS_TOKEN set, no scraper is admitted at all.
 */
@Injectable()
export class OperatorAccess {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(SESSION_USERS) private readonly sessions: SessionUsers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller, null without a token; SessionRefused for a token that is neither. */
  async callerOf(authorization: string | undefined): Promise<Operator | null> {
    const token = bearerToken(authorization);
    if (token === null) return null;
    if (this.isScrapeToken(token)) return 'scraper';
    return (await sessionOfToken(this.jwt, this.sessions, token)).user.role;
  }

  /** Whether health may show this caller the free text it holds (error messages): staff and the scraper. */
  async seesDetails(authorization: string | undefined): Promise<boolean> {
    const caller = await this.callerOf(authorization).catch((error: unknown) => {
      if (error instanceof SessionRefused) return null;
      throw error;
    });
    return caller === 'scraper' || (caller !== null && STAFF_WHO_SEE_DETAILS.includes(caller));
  }

  private isScrapeToken(token: string): boolean {
    const expected = this.config.metricsToken;
    if (!expected) return false;
    const given = Buffer.from(token, 'utf8');
    const wanted = Buffer.from(expected, 'utf8');
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}

/** /api/metrics: the scraper's token or an admin's login; 401 without either, 403 for other roles. */
@Injectable()
export class MetricsReaderGuard implements CanActivate {
  constructor(@Inject(OperatorAccess) private readonly access: OperatorAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const caller = await this.access.callerOf(request.headers.authorization).catch((error: unknown) => {
      throw error instanceof SessionRefused ? new UnauthorizedException(error.message) : error;
    });
    if (caller === null) throw new UnauthorizedException(NOT_LOGGED_IN);
    if (caller !== 'scraper' && caller !== 'admin') throw new ForbiddenException(NOT_ALLOWED);
    return true;
  }
}

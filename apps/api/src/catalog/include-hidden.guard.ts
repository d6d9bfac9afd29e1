import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiQuery, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ALLOWED_ROLES } from '../platform/auth/authenticated-user.js';
import { ErrorBody } from '../platform/auth/error-body.js';
import { JwtGuard } from '../platform/auth/jwt.guard.js';

/** Open to everyone, except that `includeHidden=true` is an admin's request: checked like @Roles('admin'). */
@Injectable()
export class IncludeHiddenGuard implements CanActivate {
  constructor(@Inject(JwtGuard) private readonly jwt: JwtGuard) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const query = context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
    return query?.includeHidden === 'true' ? this.jwt.canActivate(context) : true;
  }
}

export function AdminMayIncludeHidden(): MethodDecorator {
  return applyDecorators(
    SetMetadata(ALLOWED_ROLES, ['admin']),
    UseGuards(IncludeHiddenGuard),
    ApiQuery({ name: 'includeHidden', required: false, enum: ['true', 'false'], description: 'Admins only: also hidden products' }),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'includeHidden=true without a valid token' }),
    ApiForbiddenResponse({ type: ErrorBody, description: 'includeHidden=true by someone who is not an admin' }),
  );
}

/** includeHidden as a flag; anything but "true"/"false"/absent is the caller's mistake. */
export function parseIncludeHidden(raw: unknown): boolean | null {
  if (raw === undefined || raw === 'false') return false;
  return raw === 'true' ? true : null;
}

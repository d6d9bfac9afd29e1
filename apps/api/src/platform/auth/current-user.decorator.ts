import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user.js';
import type { AuthenticatedRequest } from './jwt.guard.js';
import { NOT_LOGGED_IN } from './session-of-token.js';

/** The caller set by JwtGuard; use on routes guarded by @Roles or @Authenticated. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  // Reached only when a route forgot its guard: refuse rather than act for nobody.
  if (!user) throw new UnauthorizedException(NOT_LOGGED_IN);
  return user;
});

/** The session the caller's token belongs to (set by JwtGuard with the user): what logout ends. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const sessionId = context.switchToHttp().getRequest<AuthenticatedRequest>().sessionId;
  if (!sessionId) throw new UnauthorizedException(NOT_LOGGED_IN);
  return sessionId;
});

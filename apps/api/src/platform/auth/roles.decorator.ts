import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '@jhatpat/domain';
import { ALLOWED_ROLES } from './authenticated-user.js';
import { ErrorBody } from './error-body.js';
import { JwtGuard } from './jwt.guard.js';

/** Only logged-in users with one of these roles (from the database) may call the route: 401 / 403 otherwise. */
export function Roles(...roles: [Role, ...Role[]]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ALLOWED_ROLES, roles),
    UseGuards(JwtGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'No token, or an invalid or expired one' }),
    ApiForbiddenResponse({ type: ErrorBody, description: `Allowed roles: ${roles.join(', ')}` }),
  );
}

/** Any logged-in user may call the route, whatever their role: 401 otherwise. */
export function Authenticated(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(JwtGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'No token, or an invalid or expired one' }),
  );
}

import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../auth/error-body.js';
import { type AppConfig } from '../../config/app-config.js';
import { type ClientLimitName, clientLimitDefaults } from '../../config/client-limits.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { clientKeyOf } from './client-key.js';
import { ClientLimiter } from './client-limiter.js';

export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please wait a moment and try again.';

const LIMIT_NAME = Symbol('client-limit');

/** 429 carrying how long to wait; the Retry-After header is on the reply before the filter writes the body. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Spends one request of the client's budget, keyed on request.ip (the real client, docs/decisions.md#trust-proxy; IPv6 by its /64). */
@Injectable()
export class ClientBudgets {
  private readonly limiter = new ClientLimiter();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  spend(name: ClientLimitName, request: FastifyRequest, reply: FastifyReply): void {
    const budget = (this.config.clientLimits ?? clientLimitDefaults)[name];
    if (!budget) return;
    const taken = this.limiter.take(name, budget, clientKeyOf(request.ip));
    if (taken.allowed) return;
    reply.header('Retry-After', String(taken.retryAfterSeconds));
    throw new TooManyRequestsException(taken.retryAfterSeconds);
  }
}

@Injectable()
export class LimitPerClientGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ClientBudgets) private readonly budgets: ClientBudgets,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const name = this.reflector.get<ClientLimitName | undefined>(LIMIT_NAME, context.getHandler());
    const http = context.switchToHttp();
    if (name) this.budgets.spend(name, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    return true;
  }
}

/** Each request to the route spends one from the client's `name` budget: 429 + Retry-After once it is spent. */
export function LimitPerClient(name: ClientLimitName): MethodDecorator {
  return applyDecorators(
    SetMetadata(LIMIT_NAME, name),
    UseGuards(LimitPerClientGuard),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'This client spent its budget; see the Retry-After header' }),
  );
}

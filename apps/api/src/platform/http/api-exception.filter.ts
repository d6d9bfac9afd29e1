import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyKeyReusedError } from '../event-store/idempotency.js';
import { Refusal, REFUSAL_STATUS } from '../event-store/refusal.js';
import { StreamVersionConflictError } from '../event-store/stream-version-conflict.error.js';
import { clientHungUp } from './client-hang-up.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable.js';
import type { WebAppFallback } from './web-app-fallback.js';

const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/**
 * Every error leaves the API as `{ statusCode, msg }` (the spec's field), never with a stack trace.
 * A GET for an unknown non-API path is a browser refresh on a web route: it gets the web app.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  constructor(private readonly webApp: WebAppFallback | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (clientHungUp(exception, request)) {
      this.logger.debug({ msg: 'client closed the connection before its request was read', method: request.method, url: request.url });
      return;
    }
    if (exception instanceof Refusal && exception.details) {
      const status = REFUSAL_STATUS[exception.kind];
      reply.status(status).send({ ...exception.details, statusCode: status, msg: exception.message });
      return;
    }
    const known = asHttpException(exception);
    if (known) return this.catch(known, host);
    const status = exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;

    if (status === HttpStatus.NOT_FOUND && this.webApp?.accepts(request)) {
      this.webApp.serve(reply);
      return;
    }
    if (status >= 500) {
      this.logger.error({ msg: 'request failed', method: request.method, url: request.url, err: describe(exception) });
    }
    reply.status(status).send({ statusCode: status, msg: messageOf(exception, status) });
  }
}

/** A decider's refusal and the event log's own errors, which are the client's to resolve, as the statuses they mean. */
function asHttpException(exception: unknown): HttpException | null {
  if (exception instanceof Refusal) return new HttpException(exception.message, REFUSAL_STATUS[exception.kind]);
  if (exception instanceof StreamVersionConflictError) return new HttpException(exception.message, HttpStatus.CONFLICT);
  if (exception instanceof IdempotencyKeyReusedError) return new HttpException(exception.message, HttpStatus.UNPROCESSABLE_ENTITY);
  if (isDatabaseUnavailable(exception)) return new HttpException(DATABASE_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE);
  return null;
}

function messageOf(exception: unknown, status: number): string {
  if (!(exception instanceof HttpException) || status >= 500) {
    return exception instanceof HttpException && status === 503 ? exception.message : UNEXPECTED;
  }
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  const text = msg ?? message;
  if (Array.isArray(text)) return text.join('; ');
  return typeof text === 'string' ? text : exception.message;
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}\n${exception.stack}` : String(exception);
}

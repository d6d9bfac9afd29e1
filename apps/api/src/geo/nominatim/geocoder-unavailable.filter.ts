import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GeocoderUnavailableError } from './geocoder-unavailable.error.js';

/**
 * The global filter hides the message of every 5xx; an upstream failure's message is written for the
 * user ("enter the address manually"), so the geo routes send it as `{ statusCode, msg }`.
 */
@Catch(GeocoderUnavailableError)
export class GeocoderUnavailableFilter implements ExceptionFilter {
  private readonly logger = new Logger('geo');

  catch(error: GeocoderUnavailableError, host: ArgumentsHost): void {
    this.logger.warn({ msg: 'geocoder unavailable', status: error.status, detail: error.detail });
    host.switchToHttp().getResponse<FastifyReply>().status(error.status).send({ statusCode: error.status, msg: error.message });
  }
}

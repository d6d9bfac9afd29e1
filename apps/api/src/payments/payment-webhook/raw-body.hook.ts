import { Readable } from 'node:stream';
import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { addRouteHook } from '../../platform/http/route-hooks.js';

const WEBHOOK_PATH = '/api/payments/webhook/';
const LIMIT_BYTES = 256 * 1024;

export type WithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Keeps the exact bytes of webhook deliveries (signatures cover them; a re-serialised body would not
 * match) and only of those: a preParsing hook of the /api/payments/webhook/* routes tees the payload,
 * then hands the usual parser a copy. Other routes keep Fastify's defaults (no app-wide rawBody
 * option) and do not run the hook (docs/decisions.md#hot-path-hooks). Called before the routes are made.
 */
export function keepRawWebhookBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith(WEBHOOK_PATH)) addRouteHook(route, 'preParsing', keepRawBody);
  });
}

async function keepRawBody(request: WithRawBody, _reply: FastifyReply, payload: AsyncIterable<unknown>): Promise<Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > LIMIT_BYTES) throw new PayloadTooLargeException('Webhook body too large');
    chunks.push(chunk as Buffer);
  }
  request.rawBody = Buffer.concat(chunks);
  const copy = Readable.from([request.rawBody]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = request.rawBody.length;
  return copy;
}

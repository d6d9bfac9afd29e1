import { Readable } from 'node:stream';
import { PayloadTooLargeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const WEBHOOK_PATH = '/api/payments/webhook/';
const LIMIT_BYTES = 256 * 1024;

export type WithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Keeps the exact bytes of webhook deliveries (signatures cover them; a re-serialised body would not
 * match) and only of those: a preParsing hook tees the payload for /api/payments/webhook/*, then hands
 * the usual parser a copy. Other routes keep Fastify's defaults (no app-wide rawBody option).
 */
export function keepRawWebhookBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request: WithRawBody, _reply, payload) => {
    if (!request.url.startsWith(WEBHOOK_PATH)) return payload;
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
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What Fastify's router refuses before Nest sees the request (a malformed URL, an id far too long)
 * answered like every other error here, `{ statusCode, msg }` (docs/decisions.md#errors), instead of
 * Fastify's own shape, which echoes the path back and has no msg.
 */
export function answerFrameworkError(error: { code?: string; statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const msg = statusCode === 414 ? 'A part of the address is too long' : 'The address is not valid';
  void reply.status(statusCode).send({ statusCode, msg });
}

import type { FastifyRequest } from 'fastify';

/**
 * The client went away before its request was read (a closed tab, a dropped mobile connection, a
 * scanner): there is nobody to answer and nothing wrong with the shop. Node reports it as an "aborted"
 * ECONNRESET, the code a dropped database connection also has, so without this check it read as a
 * database outage in the logs (issue 16 item 10).
 */
export function clientHungUp(exception: unknown, request: FastifyRequest): boolean {
  const { code, message } = (exception ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ECONNRESET' && message === 'aborted') return true;
  return request.raw.readableAborted === true;
}

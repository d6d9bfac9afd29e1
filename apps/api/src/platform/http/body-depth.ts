import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** No body of this shop nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/** How deep a parsed JSON value nests, counted without recursion (so a hostile body cannot blow the stack). */
export function depthOf(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Refuses a body nested deeper than MAX_BODY_DEPTH before validation walks it: class-transformer and
 * class-validator recurse, and 10,000 levels of `{"a":` overflowed the stack into a 500.
 */
export function limitBodyDepth(app: NestFastifyApplication): void {
  // A hook that takes a callback, not an async one: no promise a request (docs/decisions.md#hot-path-hooks).
  app.getHttpAdapter().getInstance().addHook('preValidation', (request, reply, done) => {
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body) && depthOf(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      reply.status(400).send({ statusCode: 400, msg: TOO_DEEP });
    } else done();
  });
}

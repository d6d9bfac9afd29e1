import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { textFault, unsafeTextMessage } from '@jhatpat/domain';

/**
 * The first string in a parsed body, query or path that breaks the shop's text rule (libs/domain
 * text-rule.ts), keys included, named by its path ("items[0].name"); null when all are fine. Walked
 * without recursion, like depthOf, and after the depth limit.
 */
export function firstUnsafeText(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (textFault(current)) return path;
      continue;
    }
    if (!isParsedContainer(current) || seen.has(current)) continue;
    seen.add(current);
    for (const [key, child] of Object.entries(current)) {
      const childPath = Array.isArray(current) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (textFault(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

// JSON, query strings and paths parse into plain objects (a query's prototype may itself be a bare
// object) and arrays; a multipart file, a stream or a buffer is not text to check.
function isParsedContainer(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Every request's text, whatever route it reaches, keeps the one text rule: a NUL or a lone surrogate
 * in any field is a 400 that names the field, before a DTO or the database sees it (it was a 500 from
 * PostgreSQL in orderNotes and a carrier, and a password that login then refused). One hook rather than a
 * decorator per field, so a new field cannot forget it; each DTO still caps its own lengths.
 */
export function refuseUnsafeText(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().addHook('preValidation', async (request, reply) => {
    const field =
      firstUnsafeText(request.params, '') ?? firstUnsafeText(request.query, '') ?? (Buffer.isBuffer(request.body) ? null : firstUnsafeText(request.body, ''));
    if (field !== null) return reply.status(400).send({ statusCode: 400, msg: unsafeTextMessage(field || 'the request') });
  });
}

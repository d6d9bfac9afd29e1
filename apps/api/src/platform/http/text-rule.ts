import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { textFault, unsafeTextMessage } from '@jhatpat/domain';

/**
 * The first string in a parsed body, query or path that breaks the shop's text rule (libs/domain
 * text-rule.ts), keys included, named by its path ("items[0].name"); null when all are fine. Walked
 * without recursion, like depthOf, and after the depth limit.
 */
export function firstUnsafeText(value: unknown, root: string): string | null {
  const flat = flatFault(value, root);
  if (flat !== undefined) return flat;
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

/**
 * The same answer for an object of strings only, as a request's path parameters and most queries are,
 * without the walk's stack, set and path per field (docs/decisions.md#hot-path-hooks): keys first in
 * order, then values from the last, as the walk finds them. undefined when the value is anything else.
 */
function flatFault(value: unknown, root: string): string | null | undefined {
  if (!isParsedContainer(value) || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  for (const key of keys) if (typeof value[key] !== 'string') return undefined;
  const pathOf = (key: string) => (root ? `${root}.${key}` : key);
  for (const key of keys) if (textFault(key)) return pathOf(key);
  for (let i = keys.length - 1; i >= 0; i--) if (textFault(value[keys[i]] as string)) return pathOf(keys[i]);
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
  // A hook that takes a callback, not an async one: no promise a request (docs/decisions.md#hot-path-hooks).
  app.getHttpAdapter().getInstance().addHook('preValidation', (request, reply, done) => {
    const field =
      firstUnsafeText(request.params, '') ?? firstUnsafeText(request.query, '') ?? (Buffer.isBuffer(request.body) ? null : firstUnsafeText(request.body, ''));
    if (field === null) done();
    else reply.status(400).send({ statusCode: 400, msg: unsafeTextMessage(field || 'the request') });
  });
}

import { createRequire } from 'node:module';

// Fastify is the API's own HTTP server, a dependency of @nestjs/platform-fastify rather than of the
// workspace: resolve it from there, so the floor runs the very version the shop runs on.
const fastify = createRequire(import.meta.resolve('@nestjs/platform-fastify'))('fastify');

/**
 * The floor for a read endpoint: a bare Fastify server answering each path with bytes held in
 * memory (the shop's own response body and content type, fetched once), no framework around it.
 * `payloads` maps a path with its query ("/api/products/search?q=milk") to { body: Buffer, type }.
 */
export async function startBareJsonServer(payloads) {
  const server = fastify({ logger: false });
  server.get('/*', (request, reply) => {
    const payload = payloads.get(request.url);
    if (!payload) return reply.code(404).send();
    return reply.header('content-type', payload.type).send(payload.body);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${server.server.address().port}`, close: () => server.close() };
}

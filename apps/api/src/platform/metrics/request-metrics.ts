import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ShopMetrics } from './shop-metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every HTTP answer into jhatpat_http_request_duration_seconds. The route is Fastify's pattern
 * ("/api/user-orders/:orderId"), and a request no route matched is "unmatched": a label per raw URL
 * would grow without bound (and let anyone grow it).
 */
export function recordRequestMetrics(app: NestFastifyApplication): void {
  const { requestDuration } = app.get(ShopMetrics);
  app
    .getHttpAdapter()
    .getInstance()
    // A hook that takes a callback, not an async one: no promise a request (docs/decisions.md#hot-path-hooks).
    .addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        {
          method: METHODS.has(request.method) ? request.method : 'OTHER',
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import { addRouteHook } from '../../platform/http/route-hooks.js';
import { CatalogCache } from '../catalog-cache.js';

const SHELF_LIST = '/api/products';
export const SHELF_LIST_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The shopper's whole shelf list (`GET /api/products`, no query) answered from the catalog's fresh
 * snapshot by a hook of its route, before Nest's pipeline: the busiest read of the shop, the same bytes
 * for everyone, and Nest's router (guard, three query pipes, the handler's promise chain) cost 45–75 µs
 * of CPU a request there on this machine (docs/decisions.md#shelf-list-from-memory). What the route's
 * controller would answer, the same bytes and headers; every other request of the route (a page, a
 * hidden product's admin, a query to refuse) and any request while the snapshot is stale or not yet
 * loaded goes on to the controller. The shop's hooks for every request (headers, text rule, metrics,
 * compression) run as before. Called before the routes are made.
 */
export function answerShelfListFromMemory(fastify: FastifyInstance, cache: CatalogCache): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== SHELF_LIST || route.method !== 'GET') return;
    addRouteHook(route, 'preHandler', (request, reply, done) => {
      const snapshot = cache.fresh();
      if (snapshot === null || !noQuery(request.query)) return done();
      reply.header('content-type', SHELF_LIST_CONTENT_TYPE).send(snapshot.visibleJson());
    });
  });
}

const noQuery = (query: unknown): boolean => typeof query === 'object' && query !== null && Object.keys(query).length === 0;

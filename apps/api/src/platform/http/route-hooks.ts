import type { RouteOptions } from 'fastify';

type RouteHookName = 'preParsing' | 'preHandler';
type HookOf<K extends RouteHookName> = NonNullable<RouteOptions[K]> extends readonly (infer H)[] ? H : NonNullable<RouteOptions[K]>;

/**
 * Adds `hook` after the route's own hooks of that name, from an `onRoute` listener: a hook of the one
 * route that needs it, which every other request is spared (docs/decisions.md#hot-path-hooks).
 */
export function addRouteHook<K extends RouteHookName>(route: RouteOptions, name: K, hook: HookOf<K>): void {
  const own = route[name] as HookOf<K> | readonly HookOf<K>[] | undefined;
  const before = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as Record<K, unknown>)[name] = [...before, hook];
}

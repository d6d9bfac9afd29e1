import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { Role } from '@jhatpat/domain';
import { ALLOWED_ROLES } from '../../src/platform/auth/authenticated-user.js';
import { IncludeHiddenGuard } from '../../src/catalog/include-hidden.guard.js';
import { JwtGuard } from '../../src/platform/auth/jwt.guard.js';
import { userWithToken } from '../support/identity-helpers.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

interface GuardedRoute {
  method: string;
  url: string;
  /** null: any signed-in user. */
  roles: Role[] | null;
}

const SOME_ID = '6921a3c0a1b2c3d4e5ffffff';
const joinPath = (...parts: (string | undefined)[]) =>
  `/${parts.flatMap((part) => (part ?? '').split('/')).filter(Boolean).join('/')}`.replace(/:[A-Za-z]+/g, (param) => (param === ':key' ? 'f'.repeat(32) : SOME_ID));

/**
 * Every route the app declares, read from Nest's own metadata, so a route added tomorrow is checked
 * too: which need a token, and which roles they admit.
 */
function guardedRoutes(shop: TestApp): GuardedRoute[] {
  const routes: GuardedRoute[] = [];
  for (const module of shop.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
      const classRoles = Reflect.getMetadata(ALLOWED_ROLES, controller) as Role[] | undefined;
      const classGuarded = ((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []).includes(JwtGuard);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name as keyof typeof controller.prototype] as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const roles = (Reflect.getMetadata(ALLOWED_ROLES, handler) as Role[] | undefined) ?? classRoles;
        const guards = (Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [];
        // Public reads that admins may widen with ?includeHidden=true are protected only when asked to.
        const widened = guards.includes(IncludeHiddenGuard);
        if (!classGuarded && !guards.includes(JwtGuard) && !widened) continue;
        const url = `/api${joinPath(base, Reflect.getMetadata(PATH_METADATA, handler) as string)}${widened ? '?includeHidden=true' : ''}`;
        routes.push({ method: RequestMethod[method], url, roles: roles ?? null });
      }
    }
  }
  return routes;
}

// Issue 10: no admin, delivery or auditor endpoint answers a customer; no protected endpoint answers a guest.
describe('every protected route, found by reading the app itself', () => {
  let shop: TestApp;
  let routes: GuardedRoute[];
  const tokens = {} as Record<Role, Record<string, string>>;

  beforeAll(async () => {
    shop = await startTestApp();
    routes = guardedRoutes(shop);
    for (const role of ['customer', 'admin', 'delivery', 'auditor'] as const) tokens[role] = (await userWithToken(shop, role)).auth;
    const byRoles = new Map<string, number>();
    for (const route of routes) byRoles.set(route.roles?.join('+') ?? 'any signed-in user', (byRoles.get(route.roles?.join('+') ?? 'any signed-in user') ?? 0) + 1);
    console.log(`route guards: ${routes.length} protected routes — ${[...byRoles].map(([roles, n]) => `${n} for ${roles}`).join(', ')}`);
  });
  afterAll(() => shop.close());

  const call = (route: GuardedRoute, headers: Record<string, string> = {}) =>
    shop.request(route.url, {
      method: route.method,
      headers: { ...headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });

  it('finds the routes of every area (the reading works)', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of ['GET /api/products?includeHidden=true', 'GET /api/users', 'PUT /api/orders/:id/assign', 'GET /api/delivery/orders', 'GET /api/audit/events', 'GET /api/cart', 'POST /api/user-orders', 'GET /api/admin/payments']) {
      expect(urls).toContain(expected.replace(':id', SOME_ID));
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers a guest 401 with a message on every protected route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await call(route);
      const body = await jsonOf(answer);
      if (answer.status !== 401 || typeof body.msg !== 'string') wrong.push(`${route.method} ${route.url} → ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['customer', 'delivery', 'auditor', 'admin'] as const)('answers the %s role 403 on every route of other roles', async (role) => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.roles && !r.roles.includes(role))) {
      const answer = await call(route, tokens[role]);
      await answer.text();
      if (answer.status !== 403) wrong.push(`${route.method} ${route.url} → ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

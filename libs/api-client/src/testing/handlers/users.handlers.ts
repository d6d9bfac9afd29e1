import { isRole, phoneNumber, shopRules } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { UserChanges } from '../../users.api.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const usersEndpoints: readonly Endpoint[] = [
  ['get', '/users'],
  ['put', '/users/:id'],
  ['delete', '/users/:id'],
];

const NOT_FOUND = 'User not found';

/** Admin user management, with the last-admin rule. */
export function usersHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const find = (id: unknown) => state.users.find((u) => u._id === id);
  const isLastAdmin = (id: string) => state.users.filter((u) => u.role === 'admin').every((u) => u._id === id);
  return [
    api.get('/users', ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
      const found = state.users.filter((u) => u.name.toLowerCase().includes(search) || u.phone.includes(search));
      const { items, pagination } = pageOf(found, url, shopRules.adminUsersPageSize);
      return HttpResponse.json({ users: items, pagination });
    }),
    api.put('/users/{id}', async ({ request, params }) => {
      const user = find(params.id);
      if (!user) return errorReply(404, NOT_FOUND);
      const { name, phone, role } = await bodyOf<UserChanges>(request);
      if (!name?.trim()) return errorReply(400, 'Name is required');
      if (!phone || !phoneNumber.safeParse(phone).success) return errorReply(400, 'Phone number must be 10 digits');
      if (!isRole(role)) return errorReply(400, 'Role must be one of customer, admin, delivery, auditor');
      if (state.users.some((u) => u.phone === phone && u !== user)) return errorReply(409, 'An account with this phone number already exists.');
      if (user.role === 'admin' && role !== 'admin' && isLastAdmin(user._id)) {
        return errorReply(409, 'The last admin cannot be given another role. Make another user an admin first.');
      }
      Object.assign(user, { name: name.trim(), phone, role });
      return HttpResponse.json(user);
    }),
    api.delete('/users/{id}', ({ params }) => {
      const user = find(params.id);
      if (!user) return errorReply(404, NOT_FOUND);
      if (user.role === 'admin' && isLastAdmin(user._id)) return errorReply(409, 'The last admin cannot be deleted. Make another user an admin first.');
      state.users.splice(state.users.indexOf(user), 1);
      return HttpResponse.json({ _id: user._id, msg: 'User deleted' });
    }),
  ];
}

export function usersEmptyHandlers(): HttpHandler[] {
  return usersHandlers(createShopState({ users: [] }));
}

export const usersErrorHandlers = (msg?: string, status?: number) => failingHandlers(usersEndpoints, msg, status);
export const usersLoadingHandlers = () => loadingHandlers(usersEndpoints);

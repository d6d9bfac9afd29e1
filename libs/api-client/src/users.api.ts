import type { User } from './auth.api.js';
import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

export interface UsersParams {
  /** Part of a name (any case) or of a phone number. */
  search?: string;
  page?: number;
  /** 1 to 100 (default 10). */
  limit?: number;
}

export type UserPage = Schemas['UserPage'];

/** docs/product.md §6: an admin edits a user's name, phone and role, and nothing else. */
export type UserChanges = Schemas['UpdateUserBody'];

export type UserDeleted = Schemas['UserDeleted'];

/** Admin user management (docs/product.md §7 "Admin"). */
export function usersApi(http: HttpClient) {
  return {
    list: ({ search, page, limit }: UsersParams = {}) =>
      http.get<UserPage>('/users', { query: { search: search?.trim() || undefined, page, limit } }),
    update: (id: string, { name, phone, role }: UserChanges) => http.put<User>(`/users/${segment(id)}`, { name, phone, role }),
    /** The last admin cannot be deleted (409 with the server's msg). */
    remove: (id: string) => http.delete<UserDeleted>(`/users/${segment(id)}`),
  };
}

export type UsersApi = ReturnType<typeof usersApi>;

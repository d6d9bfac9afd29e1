import type { Role } from '@jhatpat/domain';
import type { HttpClient } from './http.js';

/** The signed-in user as POST /auth/login returns it (SPEC §3 "Login response"). */
export interface SessionUser {
  _id: string;
  name: string;
  phone: string;
  role: Role;
}

export interface LoginResponse {
  /** Bearer token (HS256 JWT) for the Authorization header. */
  token: string;
  user: SessionUser;
}

/** A user as the API shows it (register, admin user list and edit). */
export interface User extends SessionUser {
  email?: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface Credentials {
  phone: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

/** SPEC §7 "Auth". */
export function authApi(http: HttpClient) {
  return {
    login: ({ phone, password }: Credentials) => http.post<LoginResponse>('/auth/login', { phone, password }),
    /** Ends this token's session on the server (every instance, sockets too); call it while the token is still stored. */
    logout: () => http.post<null>('/auth/logout'),
    // SPEC §7 sends the form's role; the server ignores it and always makes a customer.
    register: ({ name, phone, password }: Registration) =>
      http.post<User>('/auth/register', { name, phone, password, role: 'customer' }),
    /**
     * Deletes the signed-in account (issue 16 item 8): the password again, or 403; the last admin gets 409.
     * Names, phones and addresses are erased everywhere, order amounts kept; every session ends at once.
     */
    deleteMyAccount: ({ password }: { password: string }) => http.delete<{ msg: string }>('/auth/me', { body: { password } }),
  };
}

export type AuthApi = ReturnType<typeof authApi>;

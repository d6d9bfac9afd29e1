import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';

/** The signed-in user as POST /auth/login returns it (docs/product.md §3 "Login response"). */
export type SessionUser = Schemas['LoggedInUser'];

export type LoginResponse = Schemas['LoginResult'];

/** A user as the API shows it (register, admin user list and edit). */
export type User = Schemas['UserView'];

export type Credentials = Schemas['LoginBody'];

export interface Registration extends Credentials {
  name: string;
}

/** docs/product.md §7 "Auth". */
export function authApi(http: HttpClient) {
  return {
    login: ({ phone, password }: Credentials) => http.post<LoginResponse>('/auth/login', { phone, password }),
    /** Ends this token's session on the server (every instance, sockets too); call it while the token is still stored. */
    logout: () => http.post<null>('/auth/logout'),
    // docs/product.md §7 sends the form's role; the server ignores it and always makes a customer.
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

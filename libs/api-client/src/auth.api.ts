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

/** Whether the shop offers login by OTP (an SMS provider is set up), and the code's shape. */
export type OtpAvailability = Schemas['OtpLoginAvailability'];
export type LoginCodeSent = Schemas['LoginCodeSent'];
/** A code from the SMS; `name` only for a phone with no account yet (the API answered kind "name-required"). */
export type LoginCodeCheck = Schemas['VerifyLoginCodeBody'];

/** A code the SMS sandbox "sent" (demo shop only), for testers: GET /dev/otp-codes. */
export type SandboxSms = Schemas['SandboxSmsView'];

/**
 * What DELETE /auth/me takes as proof: the password again, or (an account made by login with OTP,
 * hasPassword false) a code sent to the account's phone by requestLoginCode.
 */
export type AccountErasureProof = { password: string } | { code: string };

/** The `kind` of a 400 from POST /auth/otp/verify, in ApiError.details. */
export type LoginCodeRefusal = 'wrong-code' | 'code-expired' | 'no-code' | 'name-required';

/** docs/product.md §7 "Auth". */
export function authApi(http: HttpClient) {
  return {
    login: ({ phone, password }: Credentials) => http.post<LoginResponse>('/auth/login', { phone, password }),
    /** Is login by OTP on for this shop? Off, the login screen shows only the password form. */
    otpAvailability: () => http.get<OtpAvailability>('/auth/otp'),
    /** Sends a 6-digit code by SMS (202 whether or not the phone has an account); a 429 says how long to wait. */
    requestLoginCode: ({ phone }: { phone: string }) => http.post<LoginCodeSent>('/auth/otp/request', { phone }),
    /** Logs in with the code (the same answer as login); a new phone is refused with kind "name-required" until a name is sent. */
    verifyLoginCode: ({ phone, code, name }: LoginCodeCheck) => http.post<LoginResponse>('/auth/otp/verify', { phone, code, ...(name ? { name } : {}) }),
    /** The SMS sandbox's latest codes, newest first; 404 on a shop whose codes go by real SMS (or nowhere). */
    sandboxLoginCodes: () => http.get<{ codes: SandboxSms[] }>('/dev/otp-codes'),
    /** Ends this token's session on the server (every instance, sockets too); call it while the token is still stored. */
    logout: () => http.post<null>('/auth/logout'),
    // docs/product.md §7 sends the form's role; the server ignores it and always makes a customer.
    register: ({ name, phone, password }: Registration) =>
      http.post<User>('/auth/register', { name, phone, password, role: 'customer' }),
    /**
     * Deletes the signed-in account (issue 16 item 8): the password again, or a code sent to its phone
     * (hasPassword false); a wrong one is 403, the last admin gets 409. Names, phones and addresses are
     * erased everywhere, order amounts kept; every session ends at once.
     */
    deleteMyAccount: (proof: AccountErasureProof) =>
      http.delete<{ msg: string }>('/auth/me', { body: 'code' in proof ? { code: proof.code } : { password: proof.password } }),
    /** The first password of an account made by login with OTP (hasPassword false); 409 once it has one. Answers the user. */
    setPassword: ({ password }: { password: string }) => http.post<User>('/auth/me/password', { password }),
  };
}

export type AuthApi = ReturnType<typeof authApi>;

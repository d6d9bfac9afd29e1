import { phoneNumber } from '@jhatpat/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Credentials, LoginCodeCheck, LoginCodeRefusal, Registration, User } from '../../auth.api.js';
import { customerFixture, loginResponseFor } from '../fixtures/users.js';
import { apiUrl, bodyOf, type Endpoint, type ErrorReply, errorReply, failingHandlers, loadingHandlers, newObjectId } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const authEndpoints: readonly Endpoint[] = [
  ['post', '/auth/login'],
  ['post', '/auth/register'],
  ['post', '/auth/logout'],
  ['delete', '/auth/me'],
  ['post', '/auth/otp/request'],
  ['post', '/auth/otp/verify'],
  ['post', '/auth/me/password'],
];

/** The one code the story shop's "SMS" carries; any other 6 digits are a wrong code. */
export const STORY_LOGIN_CODE = '123456';
export const WRONG_CODE_MESSAGE = 'That code is not right. Please check the SMS and try again.';
export const NAME_REQUIRED_MESSAGE = 'Welcome to Jhatpat! Tell us your name to create your account.';
export const OTP_OFF_MESSAGE = 'Login with OTP is not available on this shop. Please log in with your password.';

/** A 400 of POST /auth/otp/verify: the API's msg and the kind the screen acts on. */
const codeRefusal = (msg: string, kind: LoginCodeRefusal, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ statusCode: 400, msg, kind, ...extra }, { status: 400 }) as unknown as ErrorReply;

/** The one password DELETE /auth/me refuses in stories (the API's 403); any other deletes the account. */
export const WRONG_PASSWORD = 'wrong password';
export const WRONG_PASSWORD_MESSAGE = 'That password is not correct. Your account was not deleted.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
/** DELETE /auth/me with any code but STORY_LOGIN_CODE (the API's 403). */
export const ERASE_CODE_WRONG_MESSAGE = 'That code is not right. Your account was not deleted.';
export const PASSWORD_ALREADY_SET_MESSAGE = 'Your account already has a password.';

export const LOGIN_FAILED = 'Invalid phone number or password.';

/**
 * Login and registration: any password signs in a known phone (stories need no secrets), an unknown
 * phone gets the API's 401, and a new account is a customer that can log in at once.
 */
export function authHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    api.post('/auth/login', async ({ request }) => {
      const { phone, password } = await bodyOf<Credentials>(request);
      if (!phone) return errorReply(400, 'Phone number is required');
      if (!password) return errorReply(400, 'Password is required');
      const user = state.users.find((u) => u.phone === phone);
      if (!user) return errorReply(401, LOGIN_FAILED);
      state.currentUser = user;
      return HttpResponse.json(loginResponseFor(user));
    }),
    // Like the API: the session ends (204); without a token there is none to end (401).
    api.post('/auth/logout', ({ request }) =>
      request.headers.get('authorization') ? new HttpResponse(null, { status: 204 }) : errorReply(401, 'Please log in to continue.'),
    ),
    // Like the API: the password again or the SMS's code (400 with neither, 403 when wrong); the account and its session go.
    api.delete('/auth/me', async ({ request }) => {
      if (!request.headers.get('authorization')) return errorReply(401, 'Please log in to continue.');
      const { password, code } = await bodyOf<{ password?: string; code?: string }>(request);
      if (!password === !code) return errorReply(400, 'Please confirm with your password, or with a code sent to your phone (one of them).');
      if (password === WRONG_PASSWORD) return errorReply(403, WRONG_PASSWORD_MESSAGE);
      if (code !== undefined && code !== STORY_LOGIN_CODE) return errorReply(403, ERASE_CODE_WRONG_MESSAGE);
      state.users = state.users.filter((u) => u._id !== state.currentUser._id);
      return HttpResponse.json({ msg: ACCOUNT_DELETED_MESSAGE });
    }),
    // Login by OTP: every phone gets "the" code; a known phone logs in, a new one needs a name and becomes a customer.
    api.get('/auth/otp', () => HttpResponse.json({ enabled: true, codeLength: 6, resendAfterSeconds: 60 })),
    api.post('/auth/otp/request', async ({ request }) => {
      const { phone } = await bodyOf<{ phone: string }>(request);
      if (!phoneNumber.safeParse(phone).success) return errorReply(400, 'phone must be exactly 10 digits');
      return HttpResponse.json({ msg: `We sent a 6-digit code to ${phone}.`, codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 60 }, { status: 202 });
    }),
    api.post('/auth/otp/verify', async ({ request }) => {
      const { phone, code, name } = await bodyOf<LoginCodeCheck>(request);
      if (code !== STORY_LOGIN_CODE) return codeRefusal(WRONG_CODE_MESSAGE, 'wrong-code', { triesLeft: 4 });
      const known = state.users.find((u) => u.phone === phone);
      if (!known && !name?.trim()) return codeRefusal(NAME_REQUIRED_MESSAGE, 'name-required');
      const user: User = known ?? { _id: newObjectId(), name: (name ?? '').trim(), phone: phone ?? '', role: 'customer', createdAt: new Date().toISOString(), hasPassword: false };
      if (!known) state.users.unshift(user);
      state.currentUser = user;
      return HttpResponse.json(loginResponseFor(user));
    }),
    // A first password (register's rules): the signed-in user has one from now on.
    api.post('/auth/me/password', async ({ request }) => {
      if (!request.headers.get('authorization')) return errorReply(401, 'Please log in to continue.');
      const { password } = await bodyOf<{ password: string }>(request);
      if (!password) return errorReply(400, 'password is required');
      if (password.length < 8) return errorReply(400, 'password must be at least 8 characters');
      const user: User = { ...state.currentUser, hasPassword: true };
      state.users = state.users.map((u) => (u._id === user._id ? user : u));
      state.currentUser = user;
      return HttpResponse.json(user);
    }),
    api.get('/dev/otp-codes', () =>
      HttpResponse.json({
        codes: [{ phone: customerFixture.phone, code: STORY_LOGIN_CODE, text: `${STORY_LOGIN_CODE} is your Jhatpat login code.`, sentAt: '2026-11-28T10:00:00.000Z' }],
      }),
    ),
    api.post('/auth/register', async ({ request }) => {
      const { name, phone, password } = await bodyOf<Registration>(request);
      if (!name?.trim() || !phone || !password) return errorReply(400, 'Name, phone number and password are required');
      if (!phoneNumber.safeParse(phone).success) return errorReply(400, 'Phone number must be 10 digits');
      if (state.users.some((u) => u.phone === phone)) return errorReply(409, 'An account with this phone number already exists.');
      const user: User = { _id: newObjectId(), name: name.trim(), phone, role: 'customer', createdAt: new Date().toISOString(), hasPassword: true };
      state.users.unshift(user);
      return HttpResponse.json(user, { status: 201 });
    }),
  ];
}

/** Every login fails as a wrong password does. */
export const authInvalidCredentialsHandlers = () => failingHandlers([authEndpoints[0]], LOGIN_FAILED, 401);
export const authErrorHandlers = (msg?: string, status?: number) => failingHandlers(authEndpoints, msg, status);
export const authLoadingHandlers = () => loadingHandlers(authEndpoints);

/** A shop without an SMS provider: the login screen shows only the password form. */
export const otpOffHandlers = (): HttpHandler[] => [
  http.get(apiUrl('/auth/otp'), () => HttpResponse.json({ enabled: false, codeLength: 6, resendAfterSeconds: 60 })),
  http.post(apiUrl('/auth/otp/request'), () => errorReply(503, OTP_OFF_MESSAGE)),
  http.get(apiUrl('/dev/otp-codes'), () => errorReply(404, 'Not found.')),
];
/** Asking for a code stays pending (the button's loading state). */
export const otpSendingHandlers = () => loadingHandlers([authEndpoints[4]]);
/** Setting a password stays pending (the form's saving state). */
export const setPasswordSavingHandlers = () => loadingHandlers([authEndpoints[6]]);
/** The account has a password already (set on another tab): the API's 409. */
export const passwordAlreadySetHandlers = () => failingHandlers([authEndpoints[6]], PASSWORD_ALREADY_SET_MESSAGE, 409);

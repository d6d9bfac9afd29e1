import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { adminFixture, customerFixture } from './testing/fixtures/users.js';
import { ACCOUNT_DELETED_MESSAGE, ERASE_CODE_WRONG_MESSAGE, LOGIN_FAILED, NAME_REQUIRED_MESSAGE, STORY_LOGIN_CODE, WRONG_PASSWORD, WRONG_PASSWORD_MESSAGE } from './testing/handlers/auth.handlers.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('authApi', () => {
  it('logs in with phone and password and answers the token and the user with the role', async () => {
    const { api, lastRequest } = shop.open();
    const session = await api.auth.login({ phone: adminFixture.phone, password: 'any words' });
    expect(session.token).toMatch(/\S+\.\S+\.\S+/);
    expect(session.user).toEqual({ _id: adminFixture._id, name: adminFixture.name, phone: adminFixture.phone, role: 'admin', hasPassword: true });
    expect(await lastRequest().json()).toEqual({ phone: adminFixture.phone, password: 'any words' });
  });

  it("raises an unknown phone as the API's 401 message", async () => {
    const { api } = shop.open();
    const error = await api.auth.login({ phone: '9111111111', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: LOGIN_FAILED, needsLogin: true });
  });

  it('registers a customer (sending the form role of docs/product.md §7) who can then log in', async () => {
    const { api, lastRequest } = shop.open();
    const user = await api.auth.register({ name: 'Meena Devi', phone: '9334455667', password: 'a long passphrase' });
    expect(user).toMatchObject({ name: 'Meena Devi', phone: '9334455667', role: 'customer' });
    expect(await lastRequest().json()).toEqual({ name: 'Meena Devi', phone: '9334455667', password: 'a long passphrase', role: 'customer' });
    await expect(api.auth.login({ phone: '9334455667', password: 'a long passphrase' })).resolves.toMatchObject({ user: { _id: user._id } });
  });

  it('refuses a phone that is already registered', async () => {
    const { api } = shop.open();
    await expect(api.auth.register({ name: 'Again', phone: customerFixture.phone, password: 'a long passphrase' })).rejects.toMatchObject({
      status: 409,
      message: 'An account with this phone number already exists.',
    });
  });
});

describe('authApi.logout', () => {
  it('ends the session with the stored token, and is refused without one', async () => {
    const { api, auth, lastRequest } = shop.open();
    await expect(api.auth.logout()).resolves.toBeNull();
    expect(lastRequest().method).toBe('POST');
    expect(new URL(lastRequest().url).pathname).toBe('/api/auth/logout');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer spec-token');
    auth.token = null;
    await expect(api.auth.logout()).rejects.toMatchObject({ status: 401 });
  });
});

describe('authApi.deleteMyAccount', () => {
  it('sends DELETE /auth/me with the password again; the account can no longer log in', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.auth.deleteMyAccount({ password: 'my password' })).resolves.toEqual({ msg: ACCOUNT_DELETED_MESSAGE });
    expect(lastRequest().method).toBe('DELETE');
    expect(new URL(lastRequest().url).pathname).toBe('/api/auth/me');
    expect(await lastRequest().json()).toEqual({ password: 'my password' });
    await expect(api.auth.login({ phone: customerFixture.phone, password: 'my password' })).rejects.toMatchObject({ status: 401 });
  });

  it("raises a wrong password as the API's 403 with its message, and deletes nothing", async () => {
    const { api } = shop.open();
    await expect(api.auth.deleteMyAccount({ password: WRONG_PASSWORD })).rejects.toMatchObject({ status: 403, message: WRONG_PASSWORD_MESSAGE });
    await expect(api.auth.login({ phone: customerFixture.phone, password: 'x' })).resolves.toMatchObject({ user: { _id: customerFixture._id } });
  });
});

describe('authApi: accounts made by login with OTP', () => {
  it('deletes the account with the SMS code instead of a password; a wrong code is 403 and deletes nothing', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.auth.deleteMyAccount({ code: '000000' })).rejects.toMatchObject({ status: 403, message: ERASE_CODE_WRONG_MESSAGE });
    expect(await lastRequest().json()).toEqual({ code: '000000' });
    await expect(api.auth.deleteMyAccount({ code: STORY_LOGIN_CODE })).resolves.toEqual({ msg: ACCOUNT_DELETED_MESSAGE });
    await expect(api.auth.login({ phone: customerFixture.phone, password: 'x' })).rejects.toMatchObject({ status: 401 });
  });

  it('sets a first password with POST /auth/me/password and answers the user, hasPassword true', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.auth.setPassword({ password: 'short' })).rejects.toMatchObject({ status: 400 });
    await expect(api.auth.setPassword({ password: 'a long passphrase' })).resolves.toMatchObject({ _id: customerFixture._id, hasPassword: true });
    expect(lastRequest().method).toBe('POST');
    expect(new URL(lastRequest().url).pathname).toBe('/api/auth/me/password');
    expect(await lastRequest().json()).toEqual({ password: 'a long passphrase' });
  });
});

describe('authApi: login by OTP', () => {
  it('asks whether OTP login is on, and sends a code to a phone', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.auth.otpAvailability()).resolves.toEqual({ enabled: true, codeLength: 6, resendAfterSeconds: 60 });
    await expect(api.auth.requestLoginCode({ phone: customerFixture.phone })).resolves.toMatchObject({ resendAfterSeconds: 60 });
    expect(new URL(lastRequest().url).pathname).toBe('/api/auth/otp/request');
    expect(await lastRequest().json()).toEqual({ phone: customerFixture.phone });
  });

  it('logs a known phone in with its code, as login answers', async () => {
    const { api, lastRequest } = shop.open();
    const session = await api.auth.verifyLoginCode({ phone: customerFixture.phone, code: STORY_LOGIN_CODE });
    expect(session.user).toMatchObject({ _id: customerFixture._id, role: 'customer' });
    // No name is sent when there is none.
    expect(await lastRequest().json()).toEqual({ phone: customerFixture.phone, code: STORY_LOGIN_CODE });
  });

  it('raises a new phone without a name as kind name-required, then signs it up with one', async () => {
    const { api } = shop.open();
    const error = await api.auth.verifyLoginCode({ phone: '9445566778', code: STORY_LOGIN_CODE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: NAME_REQUIRED_MESSAGE, details: { kind: 'name-required' } });
    const session = await api.auth.verifyLoginCode({ phone: '9445566778', code: STORY_LOGIN_CODE, name: 'Asha Kumari' });
    expect(session.user).toMatchObject({ name: 'Asha Kumari', phone: '9445566778', role: 'customer' });
  });
});

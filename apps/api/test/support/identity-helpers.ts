import type { Role } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import { insertUser } from '../../src/identity/users.table.js';
import { jsonOf, type TestApp } from '../support/test-app.js';

let phoneCounter = 0;

/** A fresh, valid phone number for each call within one test file. */
export const nextPhone = (): string => `8${String(Date.now() % 1e5).padStart(5, '0')}${String(++phoneCounter).padStart(4, '0')}`;

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const PASSWORD = 'correct horse battery';

/** Puts a user straight into the database (any role) and logs them in. */
export async function userWithToken(shop: TestApp, role: Role, name = `Test ${role}`) {
  const phone = nextPhone();
  const row = await insertUser(shop.app.get(DataSource), { name, phone, password: PASSWORD, role });
  const token = await tokenFor(shop, phone);
  return { id: row.id, phone, token, auth: { authorization: `Bearer ${token}` } };
}

export async function tokenFor(shop: TestApp, phone: string, password = PASSWORD): Promise<string> {
  const response = await shop.request('/api/auth/login', json({ phone, password }));
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await jsonOf(response)).token;
}

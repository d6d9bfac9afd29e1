import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { demoAccounts } from '../../src/identity/index.js';
import { passwordHashes } from '../../src/identity/password-hasher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('demo accounts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
  });
  afterAll(() => shop.close());

  const users = (): Promise<{ phone: string; role: string; password_hash: string }[]> =>
    shop.app.get(DataSource).query(`SELECT phone, role, password_hash FROM users ORDER BY phone`);

  it('seeds one account per role, with argon2id hashes of the printed passwords', async () => {
    const rows = await users();
    expect(rows.map((row) => [row.phone, row.role])).toEqual(demoAccounts.map((a) => [a.phone, a.role]));
    for (const [index, row] of rows.entries()) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await argon2.verify(row.password_hash, demoAccounts[index].password)).toBe(true);
    }
  });

  it('does not add them twice when the shop starts again', async () => {
    await shop.app.get(DataSource).query(`UPDATE users SET name = 'Renamed Admin' WHERE phone = '9000000001'`);
    const hashesBefore = passwordHashes();
    await (shop.app as unknown as { callBootstrapHook(): Promise<void> }).callBootstrapHook();
    // Nor hash their passwords again for nothing.
    expect(passwordHashes()).toBe(hashesBefore);
    const rows = await users();
    expect(rows).toHaveLength(demoAccounts.length);
    const [{ name }] = await shop.app.get(DataSource).query(`SELECT name FROM users WHERE phone = '9000000001'`);
    expect(name).toBe('Renamed Admin');
  });
});

import argon2 from 'argon2';
import { Database } from '../../src/platform/database/database.js';
import { createUserFromArgs, parseUserCreateArgs } from '../../src/identity/user-create/create-user-from-args.js';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database.js';
import { shopMigrations } from '../../src/shop-migrations.js';

describe('npm run user:create', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // The schema as the shop's first start leaves it (a copy of the run's migrated template): the command
    // still opens it through the migrations, which find nothing to do.
    database = await createMigratedTestDatabase();
  });
  afterAll(() => database.drop());

  const args = (overrides: Record<string, string> = {}) =>
    Object.entries({ role: 'admin', phone: '9876543210', name: 'Real Admin', password: 'a long passphrase', ...overrides }).flatMap(
      ([key, value]) => [`--${key}`, value],
    );

  it('creates a user of any role with an argon2id hash, then refuses the same phone again', async () => {
    const user = await createUserFromArgs(args(), database.settings, shopMigrations);
    expect(user).toMatchObject({ name: 'Real Admin', phone: '9876543210', role: 'admin' });
    await expect(createUserFromArgs(args({ role: 'delivery' }), database.settings, shopMigrations)).rejects.toThrow(
      'a user with phone 9876543210 already exists',
    );
    const db = await Database.open(database.settings, { migrations: shopMigrations });
    try {
      const [row] = await db.dataSource.query(`SELECT role, password_hash FROM users WHERE phone = '9876543210'`);
      expect(row.role).toBe('admin');
      expect(await argon2.verify(row.password_hash, 'a long passphrase')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it.each([
    [{ role: 'root' }, /role must be one of customer, admin, delivery, auditor/],
    [{ phone: '12345' }, /phone must be exactly 10 digits/],
    [{ name: '  ' }, /name is required/],
    [{ password: 'short' }, /password must be at least 8 characters/],
  ])('explains bad input %j', (overrides, message) => {
    expect(() => parseUserCreateArgs(args(overrides))).toThrow(message);
    expect(() => parseUserCreateArgs(args(overrides))).toThrow(/usage: npm run user:create/);
  });

  it('refuses unknown flags and missing values', () => {
    expect(() => parseUserCreateArgs([...args(), '--email', 'x@y.z'])).toThrow(/Unknown option '--email'/);
    expect(() => parseUserCreateArgs(['--role', 'admin'])).toThrow(/phone must be exactly 10 digits; password is required/);
  });
});

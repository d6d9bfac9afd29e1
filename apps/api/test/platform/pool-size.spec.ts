// The shop keeps as many connections to PostgreSQL as DATABASE_POOL_SIZE says, by default twice the
// cores plus one (docs/decisions.md#pool-size): more requests than that wait their turn, none is refused.
import { Database } from '../../src/platform/database/database.js';
import { defaultPoolSize } from '../../src/platform/config/app-config.js';
import { shopMigrations } from '../../src/shop-migrations.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database.js';

describeOnPostgres('the pool of connections to PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createMigratedTestDatabase();
  });
  afterAll(() => database.drop());

  // Each statement holds its connection 150 ms, so statements sent at once spread over every connection the pool may open.
  const backendsFor = async (settings: TestDatabase['settings'], statements: number): Promise<number> => {
    const shop = await Database.open(settings, { migrations: shopMigrations });
    try {
      const rows = await Promise.all(Array.from({ length: statements }, () => shop.sql.query<{ pid: number }[]>(`SELECT pg_backend_pid() AS pid, pg_sleep(0.15)`)));
      return new Set(rows.map(([row]) => row.pid)).size;
    } finally {
      await shop.close();
    }
  };

  it('opens no more than DATABASE_POOL_SIZE connections, and answers every statement sent past them', async () => {
    if (database.settings.engine !== 'postgres') throw new Error('a PostgreSQL test database was expected');
    expect(await backendsFor({ ...database.settings, poolSize: 3 }, 12)).toBe(3);
  });

  it('opens up to twice the cores plus one when DATABASE_POOL_SIZE is unset', async () => {
    expect(await backendsFor(database.settings, defaultPoolSize() + 6)).toBe(defaultPoolSize());
  });
});

// The audit tools open the shop's database read-only: never migrating it, refusing one without this
// version's schema with what to do, and unable to write to it even by mistake.
import { Database } from '../../src/platform/database/database.js';
import { SchemaNotReadyError } from '../../src/platform/database/schema-not-ready.error.js';
import { createMigratedTestDatabase, createTestDatabase, tablesOf, type TestDatabase } from '../support/test-database.js';
import { shopMigrations } from '../../src/shop-migrations.js';

describe('the database opened read-only', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('refuses a database with no schema, says what to do, and creates nothing there', async () => {
    const opening = Database.open(database.settings, { migrations: shopMigrations, access: 'read-only' });
    await expect(opening).rejects.toThrow(SchemaNotReadyError);
    await expect(Database.open(database.settings, { migrations: shopMigrations, access: 'read-only' })).rejects.toThrow(
      database.settings.engine === 'postgres'
        ? 'this database has no Jhatpat schema yet: start the shop once (npm start) or check DATABASE_URL'
        : /^this database has no Jhatpat schema yet: start the shop once \(npm start\) or check DATA_DIR \(there is no database in .*pglite\)$/,
    );
    expect(await tablesOf(database)).toEqual([]);
  });

  describe('once the shop has migrated it', () => {
    // A copy of the run's migrated template, which Database.open migrated as the shop does: migrating an
    // empty one here again took most of this file's time on PGlite (initdb in WebAssembly, then every
    // migration), and every test app's database is already made that way.
    let migrated: TestDatabase;
    beforeAll(async () => {
      migrated = await createMigratedTestDatabase();
      const shop = await Database.open(migrated.settings, { migrations: shopMigrations });
      await shop.dataSource.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('probe-1', 'probe', 1)`);
      await shop.close();
    });
    afterAll(() => migrated.drop());

    it('reads it', async () => {
      const reader = await Database.open(migrated.settings, { migrations: shopMigrations, access: 'read-only' });
      try {
        expect(await reader.dataSource.query(`SELECT stream_id FROM es_streams`)).toEqual([{ stream_id: 'probe-1' }]);
        expect(await reader.pendingMigrations()).toEqual([]);
      } finally {
        await reader.close();
      }
    });

    it('cannot write to it, in a statement or in a transaction, on every pooled connection', async () => {
      const reader = await Database.open(migrated.settings, { migrations: shopMigrations, access: 'read-only' });
      try {
        const db = reader.dataSource;
        const refused = /read-only transaction/;
        // More statements at once than one connection can take: the pool opens others, each read-only too.
        const writes = Array.from({ length: 6 }, (_, n) =>
          db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'probe', 1)`, [`probe-w${n}`]),
        );
        for (const write of writes) await expect(write).rejects.toThrow(refused);
        await expect(db.query(`CREATE TABLE scribbles (n int)`)).rejects.toThrow(refused);
        await expect(db.transaction((tx) => tx.query(`UPDATE es_streams SET version = 2`))).rejects.toThrow(refused);
        expect(await db.query(`SELECT stream_id, version::int AS version FROM es_streams`)).toEqual([{ stream_id: 'probe-1', version: 1 }]);
      } finally {
        await reader.close();
      }
    });

    it('refuses a schema older than this version and names the migrations it lacks', async () => {
      const shop = await Database.open(migrated.settings, { migrations: shopMigrations });
      const [last] = (await shop.appliedMigrations()).slice(-1);
      await shop.dataSource.query(`DELETE FROM schema_migrations WHERE name = $1`, [last]);
      await shop.close();
      try {
        await expect(Database.open(migrated.settings, { migrations: shopMigrations, access: 'read-only' })).rejects.toThrow(
          `this database's schema is older than this version of Jhatpat (1 migration(s) not applied: ${last}): start this version of the shop once (npm start) to migrate it`,
        );
      } finally {
        // The shop's next start applies it again (its migration is idempotent).
        await (await Database.open(migrated.settings, { migrations: shopMigrations })).close();
      }
    });
  });
});

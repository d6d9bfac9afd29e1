// Two roles on PostgreSQL (docs/decisions.md#tamper-evidence): the owner migrates, the shop's role may
// only read and append to the log. PGlite has no roles worth the name, so this is PostgreSQL only.
import { Database } from '../../src/platform/database/database.js';
import { EventStore, InlineProjections, Upcasters } from '../../src/platform/event-store/index.js';
import { AppendNotifier } from '../../src/platform/event-store/append-notifier.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { asRole, createRoleSeparatedDatabase, createTestDatabase, type RoleSeparatedDatabase, testRoles } from '../support/test-database.js';
import { shopMigrations } from '../../src/shop-migrations.js';

describeOnPostgres('the shop on PostgreSQL with an owner role and an app role', () => {
  let database: RoleSeparatedDatabase;
  let shop: Database;
  beforeAll(async () => {
    database = await createRoleSeparatedDatabase();
    shop = await Database.open(database.settings, { migrations: shopMigrations });
  });
  afterAll(async () => {
    await shop?.close();
    await database.drop();
  });

  it('migrates as the owner and says the log is guarded by roles', async () => {
    expect(shop.protection).toEqual({ roles: 'separate', appRole: database.appRole, note: null });
    const [{ owner }] = await shop.dataSource.query(`SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'es_events'`);
    expect(owner).toBe(testRoles().owner);
  });

  it('as the app role, every way of rewriting the log is refused', async () => {
    const store = new EventStore(shop.sql, new Upcasters(), new InlineProjections(), new AppendNotifier());
    await store.append({ streamId: 'probe-1', streamType: 'probe' }, 'no_stream', [{ type: 'ProbeRecorded', data: { n: 1 } }], {});
    await asRole(database.appUrl, async (app) => {
      const refused = (sql: string) => app.query(sql).then(() => 'allowed', (error: Error) => error.message);
      expect(await refused(`UPDATE es_events SET data = '{}'`)).toBe('permission denied for table es_events');
      expect(await refused(`DELETE FROM es_events`)).toBe('permission denied for table es_events');
      expect(await refused(`TRUNCATE es_events`)).toBe('permission denied for table es_events');
      expect(await refused(`ALTER TABLE es_events DISABLE TRIGGER es_events_no_update_or_delete`)).toBe('must be owner of table es_events');
      expect(await refused(`ALTER TABLE es_events DISABLE TRIGGER ALL`)).toBe('must be owner of table es_events');
      expect(await refused(`SET session_replication_role = replica`)).toMatch(/permission denied to set parameter "session_replication_role"/);
      expect(await refused(`DELETE FROM es_streams`)).toBe('permission denied for table es_streams');
      expect(await refused(`DELETE FROM es_commit_marks`)).toBe('permission denied for table es_commit_marks');
      expect(await refused(`UPDATE es_commit_marks SET marked_at = now()`)).toBe('permission denied for table es_commit_marks');
      expect(await refused(`UPDATE es_streams SET stream_type = 'other'`)).toBe('permission denied for table es_streams');
      expect(await refused(`DELETE FROM schema_migrations`)).toBe('permission denied for table schema_migrations');
      // What an append needs stays allowed: reading the log, bumping a stream's version and head.
      expect(await refused(`SELECT count(*) FROM es_events`)).toBe('allowed');
      expect(await refused(`UPDATE es_streams SET updated_at = clock_timestamp() WHERE stream_id = 'probe-1'`)).toBe('allowed');
    });
    const events = await store.readStream('probe-1');
    expect(events.map((e) => e.data)).toEqual([{ n: 1 }]);
  });

  it('appends and read-model writes still work as the app role, and tables the owner adds later are usable', async () => {
    await asRole(database.ownerUrl, (owner) => owner.query(`CREATE TABLE later_view (id text PRIMARY KEY, n int NOT NULL)`));
    await asRole(database.appUrl, async (app) => {
      await app.query(`INSERT INTO later_view VALUES ('a', 1)`);
      await app.query(`UPDATE later_view SET n = 2`);
      await app.query(`DELETE FROM later_view`);
    });
    const store = new EventStore(shop.sql, new Upcasters(), new InlineProjections(), new AppendNotifier());
    await store.append({ streamId: 'probe-1', streamType: 'probe' }, 1, [{ type: 'ProbeRecorded', data: { n: 2 } }, { type: 'ProbeRecorded', data: { n: 3 } }], {});
    expect((await store.readStream('probe-1')).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('grants again on every start, idempotently', async () => {
    const again = await Database.open(database.settings, { migrations: shopMigrations });
    try {
      expect(again.protection.roles).toBe('separate');
      const [{ update }] = await again.dataSource.query(`SELECT has_table_privilege(current_user, 'es_events', 'UPDATE') AS update`);
      expect(update).toBe(false);
    } finally {
      await again.close();
    }
  });
});

describeOnPostgres('a tool that connects as the owner (npm run rebuild)', () => {
  it('works as the owner and still grants the app role, on a database the shop never opened', async () => {
    const database = await createRoleSeparatedDatabase();
    try {
      const tool = await Database.open({ ...database.settings, asOwner: true }, { migrations: shopMigrations });
      try {
        const [{ role }] = await tool.dataSource.query(`SELECT current_user AS role`);
        expect(role).toBe(testRoles().owner);
        expect(tool.protection).toEqual({ roles: 'separate', appRole: database.appRole, note: null });
      } finally {
        await tool.close();
      }
      await asRole(database.appUrl, async (app) => {
        expect((await app.query(`SELECT count(*)::int AS n FROM schema_migrations`)).rows[0].n).toBeGreaterThan(0);
        await expect(app.query(`UPDATE es_events SET data = '{}'`)).rejects.toThrow('permission denied for table es_events');
      });
    } finally {
      await database.drop();
    }
  });
});

describeOnPostgres('the shop on PostgreSQL without a role of its own', () => {
  it('says the log is guarded by its hash chain only: no DATABASE_OWNER_URL, the same role twice, or a superuser', async () => {
    const plain = await createTestDatabase();
    const separated = await createRoleSeparatedDatabase();
    try {
      const url = (plain.settings as { url: string }).url;
      const cases = [
        [{ engine: 'postgres' as const, url }, /DATABASE_OWNER_URL is not set/],
        [{ engine: 'postgres' as const, url: separated.ownerUrl, ownerUrl: separated.ownerUrl }, /same role as DATABASE_URL/],
        [{ engine: 'postgres' as const, url: separated.superuserUrl, ownerUrl: separated.ownerUrl }, /is a superuser/],
      ] as const;
      for (const [settings, note] of cases) {
        const db = await Database.open(settings, { migrations: shopMigrations });
        try {
          expect(db.protection).toEqual({ roles: 'single', appRole: expect.any(String), note: expect.stringMatching(note) });
        } finally {
          await db.close();
        }
      }
    } finally {
      await plain.drop();
      await separated.drop();
    }
  });
});

// The log's event data is compressed with LZ4 where the server offers it (migration 1765000000000,
// docs/decisions.md#event-store "The log's compression"): a large event written since is stored LZ4, one
// written before stays pglz and reads the same, and the migration never stops appends while a long reader
// holds the log: it waits for its lock a moment at a time, and sets the compression once the reader ends.
import pg from 'pg';
import { DataSource } from 'typeorm';
import { LogDataLz41765000000000 } from '../../../src/platform/database/migrations/1765000000000-log-data-lz4.js';
import { describeOnPostgres } from '../../support/on-postgres.js';
import { createMigratedTestDatabase, type TestDatabase } from '../../support/test-database.js';

/** An event as large as a placed order's (2.5 kB of JSON): PostgreSQL compresses a value over about 2 kB. */
const largeData = (n: number) => ({ n, lines: Array.from({ length: 30 }, (_, i) => ({ productId: `p-${n}-${i}`, name: `Paneer ${i}`, quantity: i % 4 })) });

describeOnPostgres("the log's compression", () => {
  let database: TestDatabase;
  let url: string;
  let migrations: DataSource;
  let client: pg.Client;
  let written = 0;

  const migration = new LogDataLz41765000000000();
  const migrate = async (direction: 'up' | 'down') => {
    const runner = migrations.createQueryRunner();
    try {
      await migration[direction](runner);
    } finally {
      await runner.release();
    }
  };
  /** One large event on a stream of its own; its global position. */
  const append = async (by: pg.Client = client): Promise<number> => {
    const n = ++written;
    await by.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'tally', 1)`, [`tally-${n}`]);
    const { rows } = await by.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data) VALUES (gen_random_uuid(), $1, 'tally', 1, 'TallyAdded', $2) RETURNING global_position`,
      [`tally-${n}`, largeData(n)],
    );
    return Number(rows[0].global_position);
  };
  const storedAs = async (position: number) =>
    (await client.query(`SELECT pg_column_compression(data) AS method, data FROM es_events WHERE global_position = $1`, [position])).rows[0] as { method: string; data: unknown };
  const columnMethod = async () => (await client.query(`SELECT attcompression AS method FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname = 'data'`)).rows[0].method as string;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    url = (database.settings as { url: string }).url;
    migrations = await new DataSource({ type: 'postgres', url }).initialize();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await migrations.destroy();
    await database.drop();
  });

  it('stores a large event written since with LZ4, and reads one stored with pglz before as it was written', async () => {
    expect(await columnMethod()).toBe('l');
    await migrate('down');
    expect(await columnMethod()).toBe('p');
    const before = await append();
    await migrate('up');
    const since = await append();

    expect(await storedAs(before)).toEqual({ method: 'pglz', data: largeData(1) });
    expect(await storedAs(since)).toEqual({ method: 'lz4', data: largeData(2) });
  });

  it('lets appends go on while a long reader holds the log, and sets the compression when it ends', async () => {
    await migrate('down');
    const reader = new pg.Client({ connectionString: url, application_name: 'long-audit' });
    const writer = new pg.Client({ connectionString: url });
    await Promise.all([reader.connect(), writer.connect()]);
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM es_events'); // holds the log's ACCESS SHARE lock until it ends
      let migrated = false;
      const migrating = migrate('up').then(() => (migrated = true));
      // The migration asks for the lock again and again meanwhile; appends are not queued behind it for good.
      for (let i = 0; i < 5; i++) {
        await append(writer);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(migrated).toBe(false);
      expect(await columnMethod()).toBe('p');

      await reader.query('COMMIT');
      await migrating;
      expect(await columnMethod()).toBe('l');
      expect((await storedAs(await append(writer))).method).toBe('lz4');
    } finally {
      await Promise.all([reader.end(), writer.end()]);
    }
  });
});

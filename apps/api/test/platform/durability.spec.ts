import { randomUUID } from 'node:crypto';
import { createApp } from '../../src/create-app.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { DataSource } from 'typeorm';
import { createMigratedTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('the database', () => {
  let database: TestDatabase;
  let config: AppConfig;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    config = {
      port: 0,
      host: '127.0.0.1',
      dataDir: database.dataDir,
      database: database.settings,
      webDistDir: null,
      logLevel: 'error',
      seedDemoData: false,
    };
  });
  afterAll(() => database.drop());

  it('keeps what was recorded across a restart of the shop', async () => {
    const eventId = randomUUID();
    const first = await createApp(config);
    await first.init();
    const db = first.get(DataSource);
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('restart-1', 'probe', 1)`);
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data)
       VALUES ($1, 'restart-1', 'probe', 1, 'ProbeRecorded', '{"n": 1}')`,
      [eventId],
    );
    await first.close();

    const second = await createApp(config);
    await second.init();
    const rows = await second.get(DataSource).query(`SELECT event_id, data FROM es_events WHERE stream_id = 'restart-1'`);
    await second.close();
    expect(rows).toEqual([{ event_id: eventId, data: { n: 1 } }]);
  });

  it('refuses to rewrite or delete recorded events', async () => {
    const app = await createApp(config);
    await app.init();
    const db = app.get(DataSource);
    try {
      await expect(db.query(`UPDATE es_events SET data = '{}'`)).rejects.toThrow(/append-only/);
      await expect(db.query(`DELETE FROM es_events`)).rejects.toThrow(/append-only/);
      await expect(db.query(`TRUNCATE es_events CASCADE`)).rejects.toThrow(/append-only/);
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM es_events`);
      expect(count).toBe(1);
    } finally {
      await app.close();
    }
  });
});

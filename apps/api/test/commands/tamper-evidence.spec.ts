// Tamper evidence as an operator and an auditor meet it (docs/decisions.md#tamper-evidence): the shop,
// spawned, serves orders (on PostgreSQL as a role that may only read and append to the log), then
// `npm run audit -- verify` passes; a row altered as the owner makes it exit 1 naming that event.
import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import { Database } from '../../src/platform/database/database.js';
import { asRole, createRoleSeparatedDatabase, createMigratedTestDatabase, type TestDatabase, testEngine } from '../support/test-database.js';
import { npmRun, personalDataKeyOf, ShopProcess, shopEnv } from './support/npm-commands.js';
import { call, login, placeOrder } from './support/shopper-visits.js';
import { shopMigrations } from '../../src/shop-migrations.js';

jest.setTimeout(300_000);

const engine = testEngine();

describe(`tamper evidence, spawned, on ${engine}`, () => {
  let database: TestDatabase;
  /** PostgreSQL: the owner role's URL (DATABASE_OWNER_URL). */
  let ownerUrl = '';
  let env: Record<string, string>;
  /** The auditor's tools: where the database is, as the shop's own (lesser) role. */
  let tools: Record<string, string>;
  let shop: ShopProcess | null = null;
  let orderId: string;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const separated = await createRoleSeparatedDatabase();
      database = separated;
      ownerUrl = separated.ownerUrl;
      const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'), PERSONAL_DATA_KEY: personalDataKeyOf(separated) };
      env = { DATA_DIR: separated.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: separated.appUrl, DATABASE_OWNER_URL: separated.ownerUrl, ...secrets };
      tools = { DATA_DIR: separated.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: separated.appUrl, JWT_SECRET: '', PAYMENT_WEBHOOK_SECRET: '', PERSONAL_DATA_KEY: secrets.PERSONAL_DATA_KEY };
    } else {
      database = await createMigratedTestDatabase(); // a copy of the run's migrated template
      env = shopEnv(database);
      tools = { DATA_DIR: database.dataDir, LOG_LEVEL: 'warn', JWT_SECRET: '', PAYMENT_WEBHOOK_SECRET: '', PERSONAL_DATA_KEY: '' };
    }
  });
  afterAll(async () => {
    await shop?.stop();
    await database.drop();
  });

  it('the shop serves orders and its health says how the log is guarded', async () => {
    shop = await ShopProcess.start('serve', { ...env, SEED_DEMO: 'true' });
    const token = await login(shop.url, '9000000002', 'jhatpat-customer');
    orderId = (await placeOrder(shop.url, token, 'COD', 'tamper-cod-1')).orderId;
    const health = await call(shop.url, 'GET', '/api/health');
    if (engine === 'postgres') {
      expect(health.eventLog.protection).toEqual({ roles: 'separate', appRole: expect.any(String), note: null });
      expect(`${shop.stdout}${shop.stderr}`).not.toContain('not guarded');
    } else {
      expect(health.eventLog.protection).toEqual({ roles: 'embedded', appRole: null, note: expect.stringContaining('PGlite') });
      // The embedded database admits one process: the auditor's tool runs once the shop has stopped.
      await shop.stop();
      shop = null;
    }
  });

  it('npm run audit -- verify passes on the log the shop wrote', async () => {
    const result = await npmRun('audit', ['verify'], tools);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^checked \d+ events in \d+ streams$/m);
    expect(result.stdout).toMatch(/^anchor: \d+:\d+:[\d,]*\/[0-9a-f]{64}$/m);
    expect(result.stdout).toMatch(/every chain holds\n$/);
  });

  if (engine === 'postgres') {
    it('npm run rebuild connects as the owner when DATABASE_OWNER_URL is set', async () => {
      const result = await npmRun('rebuild', [], { ...tools, DATABASE_OWNER_URL: ownerUrl });
      expect(result.stderr).not.toContain('permission denied');
      expect(result.code).toBe(0);
    });
  }

  it('after the owner alters a recorded event, verify exits 1 naming that event', async () => {
    const rewrite = [
      `ALTER TABLE es_events DISABLE TRIGGER es_events_no_update_or_delete`,
      `UPDATE es_events SET data = jsonb_set(data, '{grandTotalPaise}', '1') WHERE stream_id = 'order-${orderId}' AND stream_version = 1`,
      `ALTER TABLE es_events ENABLE TRIGGER es_events_no_update_or_delete`,
    ];
    let eventId: string;
    if (engine === 'postgres') {
      eventId = await asRole(ownerUrl, async (owner) => {
        await owner.query('BEGIN');
        for (const statement of rewrite) await owner.query(statement);
        await owner.query('COMMIT');
        return (await owner.query(`SELECT event_id FROM es_events WHERE stream_id = 'order-${orderId}' AND stream_version = 1`)).rows[0].event_id;
      });
    } else {
      const owner = await Database.open(database.settings, { migrations: shopMigrations });
      try {
        await owner.dataSource.transaction(async (tx) => {
          for (const statement of rewrite) await tx.query(statement);
        });
        [{ event_id: eventId }] = await owner.dataSource.query(`SELECT event_id FROM es_events WHERE stream_id = 'order-${orderId}' AND stream_version = 1`);
      } finally {
        await owner.close();
      }
    }
    const result = await npmRun('audit', ['verify'], tools);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`ALTERED order-${orderId} version 1 event ${eventId}: hash mismatch: stored `);
    expect(result.stderr).toMatch(
      new RegExp(`^(verify .*\\n)*jhatpat: the event log fails verification in 1 stream\\(s\\); first altered event: order-${orderId} version 1 \\(event ${eventId}\\), hash mismatch\\n$`),
    );
  });

});

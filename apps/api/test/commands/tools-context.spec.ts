// The command-line tools open the shop's event store without its background work (issue 15): a tool run
// beside a shop, or on its database between two runs of it, must not work through the processors'
// backlog, move their checkpoints, tail the live feed or seed anything, yet must know every stream model
// and read model the shop registers.
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadToolConfig } from '../../src/cli/tool-config.js';
import { ToolsModule } from '../../src/cli/tools.module.js';
import { Database } from '../../src/platform/database/database.js';
import { EventStore, InlineProjections, StreamModels } from '../../src/platform/event-store/index.js';
import { startTestApp } from '../support/test-app.js';
import type { TestDatabase } from '../support/test-database.js';
import { npmRun, toolEnv } from './support/npm-commands.js';
import { login, placeOrder } from './support/shopper-visits.js';
import { shopMigrations } from '../../src/shop-migrations.js';

jest.setTimeout(300_000);

interface Registered {
  projections: string[];
  models: string[];
}

describe("the command-line tools' context", () => {
  let database: TestDatabase;
  let orderId: string;
  let shopRegistered: Registered;

  beforeAll(async () => {
    const shop = await startTestApp({ seedDemoData: true });
    database = shop.database;
    const token = await login(shop.baseUrl, '9000000002', 'jhatpat-customer');
    orderId = (await placeOrder(shop.baseUrl, token, 'COD', 'tools-context-1')).orderId;
    shopRegistered = registered(shop.app);
    await shop.app.close(); // the shop stops; its database stays for the tools
  });
  afterAll(() => database.drop());

  it('registers the stream models and read models the shop does, and cannot write when opened read-only', async () => {
    const tools = await openTools('read-only');
    try {
      expect(registered(tools)).toEqual(shopRegistered);
      expect(shopRegistered.models).toEqual(expect.arrayContaining(['cart', 'order', 'payment']));
      const append = tools.get(EventStore).append({ streamId: 'probe-1', streamType: 'probe' }, 'no_stream', [{ type: 'Probed', data: {} }], {});
      await expect(append).rejects.toThrow(/read-only transaction/);
    } finally {
      await tools.close();
    }
  });

  it("the audit leaves the processors' checkpoints as they were; the rebuild moves only the one whose model it rebuilt", async () => {
    // As if the processors had fallen behind: every event of their types is waiting for them.
    const rewound = await withShopDatabase(database, async (db) => {
      await db.dataSource.query(`UPDATE es_processors SET last_tx = '0'::xid8, last_gp = 0`);
      return checkpoints(db);
    });
    expect(rewound.map((row) => row.processor_id)).toEqual(['order-notifications:v1', 'ordering:payment-settlement']);

    // The audit reads; it moves no checkpoint.
    const audit = await npmRun('audit', ['order', orderId], toolEnv(database));
    expect(audit).toMatchObject({ code: 0, stderr: '' });
    expect(await withShopDatabase(database, checkpoints)).toEqual(rewound);

    // The rebuild works through no processor's backlog: it rebuilds the notifications' table from the
    // whole log and hands that processor on at its own cursor (in the swap), and leaves the others alone.
    const rebuild = await npmRun('rebuild', [], toolEnv(database));
    expect(rebuild).toMatchObject({ code: 0 });
    const after = await withShopDatabase(database, checkpoints);
    expect(after.find((row) => row.processor_id === 'ordering:payment-settlement')).toEqual(rewound.find((row) => row.processor_id === 'ordering:payment-settlement'));
    const notifications = after.find((row) => row.processor_id === 'order-notifications:v1')!;
    const head = await withShopDatabase(database, async (db) => (await db.dataSource.query(`SELECT max(global_position)::text AS gp FROM es_events`))[0].gp);
    // Its cursor is past every event it was rewound before: either an event's own place (a Node replay
    // stops on one) or, after a set-based fill (docs/decisions.md#rebuild-set-based), "all of every
    // transaction up to this one" (cursorAtNow: the last transaction id with the largest position).
    expect(BigInt(notifications.last_tx as string)).toBeGreaterThan(0n);
    const wholeTransactions = notifications.last_gp === '9223372036854775807';
    expect(wholeTransactions || (Number(notifications.last_gp) > 0 && Number(notifications.last_gp) <= Number(head))).toBe(true);
  });

  async function openTools(access: 'read-only' | 'read-write'): Promise<INestApplicationContext> {
    const config = loadToolConfig(toolEnv(database));
    return NestFactory.createApplicationContext(ToolsModule.forRoot(config, access), { logger: false, abortOnError: false });
  }
});

function registered(context: INestApplicationContext): Registered {
  return {
    projections: context.get(InlineProjections).all().map((projection) => projection.name).sort(),
    models: context.get(StreamModels).types().sort(),
  };
}

async function withShopDatabase<T>(database: TestDatabase, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await Database.open(database.settings, { migrations: shopMigrations });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const checkpoints = (db: Database): Promise<Record<string, unknown>[]> =>
  db.dataSource.query(`SELECT processor_id, last_tx::text, last_gp::text, status, updated_at, error FROM es_processors ORDER BY processor_id`);

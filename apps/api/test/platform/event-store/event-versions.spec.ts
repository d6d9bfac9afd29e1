import { randomUUID } from 'node:crypto';
import {
  EventStore,
  InlineProjections,
  type Processor,
  ProcessorHost,
  type RecordedEvent,
  inlineModel,
  rebuildReadModels,
  Upcasters,
} from '../../../src/platform/event-store/index.js';
import { userWithToken } from '../../support/identity-helpers.js';
import { added, tallyModel, tallyStream } from '../../support/tally.js';
import { jsonOf, startTestApp, type TestApp } from '../../support/test-app.js';
import { eventually } from '../processor-health/eventually.js';
import { Sql } from '../../../src/platform/database/sql-transaction.js';

// Issue 15 item 7: an event written by a newer release (a schema version above the newest this code
// writes) is never read as if it were older: processors park it unread and go on, commands on its
// stream answer 503, a rebuild stops and says why; a renamed type is read under its new name.

/** Stores an event as another release would have written it: straight into the log. */
async function storeAsAnotherRelease(db: Sql, stream: { streamId: string; streamType: string }, eventType: string, schemaVersion: number, data: object): Promise<string> {
  const eventId = randomUUID();
  const [{ version }] = await db.query(
    `INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, $2, 1)
     ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + 1 RETURNING version::int AS version`,
    [stream.streamId, stream.streamType],
  );
  await db.query(
    `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [eventId, stream.streamId, stream.streamType, version, eventType, schemaVersion, JSON.stringify(data)],
  );
  return eventId;
}

function recordingProcessor(id: string, eventTypes: string[]) {
  const seen: RecordedEvent[] = [];
  const processor: Processor & { seen: RecordedEvent[] } = {
    id,
    eventTypes,
    batchSize: 50,
    seen,
    async process(_tx, events) {
      seen.push(...events);
    },
  };
  return processor;
}

describe('events written by a newer version of Jhatpat', () => {
  let shop: TestApp;
  let db: Sql;
  let store: EventStore;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    db = shop.app.get(Sql);
    store = shop.app.get(EventStore);
  });
  afterAll(() => shop.close());

  it('are parked unread by a processor, which goes on with the events after them', async () => {
    const before = await store.append(tallyStream('older-1'), 'no_stream', [added(1)], {});
    const newer = await storeAsAnotherRelease(db, tallyStream('newer-1'), 'TallyAdded', 3, { amountInPaise: 500 });
    const after = await store.append(tallyStream('older-2'), 'no_stream', [added(2)], {});
    const processor = recordingProcessor('test:versions', ['TallyAdded']);
    shop.app.get(ProcessorHost).register(processor);

    const parked = await eventually(async () => {
      const rows = await db.query(`SELECT event_id, status, attempts, error FROM es_parked_events WHERE processor_id = 'test:versions'`);
      return rows.length > 0 && processor.seen.some((e) => e.eventId === after[0].eventId) ? rows : null;
    });
    expect(parked).toEqual([
      {
        event_id: newer,
        status: 'parked',
        attempts: 1,
        error: 'TallyAdded v3 was written by a newer version of Jhatpat than this one (it reads up to v1): parked unread until this instance is upgraded',
      },
    ]);
    const mine = processor.seen.filter((e) => e.streamId.startsWith('tally-older-') || e.streamId === 'tally-newer-1');
    expect(mine.map((e) => e.eventId)).toEqual([before[0].eventId, after[0].eventId]);
  });

  it('stay parked when retried before the upgrade, with the reason', async () => {
    const admin = (await userWithToken(shop, 'admin')).auth;
    const [row] = await db.query(`SELECT id::text AS id FROM es_parked_events WHERE processor_id = 'test:versions'`);
    const response = await shop.request(`/api/admin/parked-events/${row.id}/retry`, { method: 'POST', headers: admin });
    const body = await jsonOf(response);
    expect(body).toMatchObject({ status: 'parked' });
    expect(JSON.stringify(body)).toContain('written by a newer version of Jhatpat');
  });

  it('make a command on their stream answer 503 with what to do, and change nothing', async () => {
    const customer = await userWithToken(shop, 'customer');
    const [product] = (await jsonOf(await shop.request('/api/products'))) as { _id: string }[];
    const cart = { streamId: `cart-customer-${customer.id}`, streamType: 'cart' };
    await storeAsAnotherRelease(db, cart, 'CartItemQuantitySet', 9, { productId: product._id, quantity: 2, giftWrap: true });
    const response = await shop.request('/api/cart/add', {
      method: 'POST',
      headers: { ...customer.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product._id, quantity: 1 }),
    });
    expect(response.status).toBe(503);
    expect((await jsonOf(response)).msg).toMatch(
      new RegExp(`^cart-customer-${customer.id} holds CartItemQuantitySet v9 \\(event [0-9a-f-]{36}\\), written by a newer version of Jhatpat than this one \\(it reads CartItemQuantitySet up to v\\d\\): upgrade this instance$`),
    );
    const [{ version }] = await db.query(`SELECT version::int AS version FROM es_streams WHERE stream_id = $1`, [cart.streamId]);
    expect(version).toBe(1);
  });

  it('stop a rebuild, which names the event and leaves the read models as they were', async () => {
    await expect(rebuildReadModels(db, shop.app.get(Upcasters), shop.app.get(InlineProjections).all().map(inlineModel))).rejects.toThrow(
      /holds CartItemQuantitySet v9 \(event [0-9a-f-]{36}\), written by a newer version of Jhatpat/,
    );
  });
});

describe('a renamed event type', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('is read under its new name on every read path, and processors subscribed to the new name get the old events', async () => {
    const db = shop.app.get(Sql);
    const upcasters = shop.app.get(Upcasters);
    upcasters.alias('TallyBumped', 'TallyAdded');
    const old = await storeAsAnotherRelease(db, tallyStream('renamed'), 'TallyBumped', 1, { amount: 7 });
    await shop.app.get(EventStore).append(tallyStream('renamed'), 1, [added(3)], {});

    const [first, second] = await shop.app.get(EventStore).readStream('tally-renamed');
    expect(first).toMatchObject({ eventId: old, type: 'TallyAdded', data: { amount: 7 } });
    expect(second.type).toBe('TallyAdded');
    expect((await shop.app.get(EventStore).load(tallyStream('renamed'), tallyModel)).state).toEqual({ total: 10, changes: 2 });

    const processor = recordingProcessor('test:renamed', ['TallyAdded']);
    shop.app.get(ProcessorHost).register(processor);
    const seen = await eventually(async () => {
      const mine = processor.seen.filter((e) => e.streamId === 'tally-renamed');
      return mine.length === 2 ? mine : null;
    });
    expect(seen.map((e) => [e.eventId === old, e.type])).toEqual([
      [true, 'TallyAdded'],
      [false, 'TallyAdded'],
    ]);
  });

  it('refuses an alias that would chain or shadow a name', () => {
    const upcasters = shop.app.get(Upcasters);
    expect(() => upcasters.alias('TallyBumped', 'TallyReset')).toThrow(/already an alias/);
    expect(() => upcasters.alias('TallyAdded', 'TallyAdded')).toThrow(/itself/);
  });
});

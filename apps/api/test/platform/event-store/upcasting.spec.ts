import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { cursorOf, EventStore, LOG_START, readAfterPosition, type RecordedEvent, Upcasters } from '../../../src/platform/event-store/index.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// The commit-safe reader stops below the oldest transaction in flight anywhere on the server
// (pg_snapshot_xmin is cluster-wide), and other test files write meanwhile: like a processor, keep
// reading until the events are visible instead of expecting them on the first read.
async function readLogUntil(shop: TestApp, done: (seen: RecordedEvent[]) => boolean, batchSize: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let cursor = LOG_START;
  const deadline = Date.now() + 30_000;
  while (!done(seen) && Date.now() < deadline) {
    const batch = await readAfterPosition(shop.app.get(DataSource), shop.app.get(Upcasters), cursor, { limit: batchSize });
    if (batch.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    seen.push(...batch);
    cursor = cursorOf(batch[batch.length - 1]);
  }
  return seen;
}

describe('event schema versions', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
    // v1 carried a rupee amount; v2 holds paise and names its currency.
    shop.app.get(Upcasters).register('PriceNoted', 1, (data) => ({ paise: Math.round(Number(data.rupees) * 100), currency: 'INR' }));
    const db = shop.app.get(DataSource);
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('price-1', 'price', 1)`);
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data)
       VALUES ($1, 'price-1', 'price', 1, 'PriceNoted', 1, '{"rupees": 45.5}')`,
      [randomUUID()],
    );
  });
  afterAll(() => shop.close());

  it('reads a stored v1 event as v2 on the stream read path', async () => {
    const [event] = await shop.app.get(EventStore).readStream('price-1');
    expect(event).toMatchObject({ schemaVersion: 2, data: { paise: 4550, currency: 'INR' } });
  });

  it('reads it as v2 on the processors’ read path too', async () => {
    const events = await readLogUntil(shop, (seen) => seen.some((e) => e.streamId === 'price-1'), 10);
    expect(events.find((e) => e.streamId === 'price-1')).toMatchObject({ schemaVersion: 2, data: { paise: 4550 } });
  });

  it('writes new events at the newest version', async () => {
    const [recorded] = await shop.app.get(EventStore).append({ streamId: 'price-1', streamType: 'price' }, 1, [{ type: 'PriceNoted', data: { paise: 100, currency: 'INR' } }], {});
    expect(recorded.schemaVersion).toBe(2);
    const [{ schema_version }] = await shop.app.get(DataSource).query(`SELECT schema_version FROM es_events WHERE event_id = $1`, [recorded.eventId]);
    expect(schema_version).toBe(2);
  });

  it('refuses two upcasters for the same step', () => {
    expect(() => shop.app.get(Upcasters).register('PriceNoted', 1, (d) => d)).toThrow(/already registered/);
  });
});

describe('reading the log in order', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('keeps numeric order across digit boundaries (9 → 10 → 100), in batches and in audits', async () => {
    const store = shop.app.get(EventStore);
    await store.append({ streamId: 'long-1', streamType: 'long' }, 'no_stream', Array.from({ length: 120 }, (_, i) => ({ type: 'Ticked', data: { i } })), {});
    const seen = (await readLogUntil(shop, (events) => events.filter((e) => e.streamId === 'long-1').length >= 120, 7)).filter((e) => e.streamId === 'long-1');
    const positions = seen.map((e) => BigInt(e.globalPosition));
    expect(positions).toHaveLength(120);
    expect(positions.every((p, i) => i === 0 || p > positions[i - 1])).toBe(true);
    expect((await store.readStream('long-1')).map((e) => e.streamVersion)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });
});

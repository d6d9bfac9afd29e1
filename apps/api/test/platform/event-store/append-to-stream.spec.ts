import { DataSource } from 'typeorm';
import { EventStore, markCommits, StreamVersionConflictError } from '../../../src/platform/event-store/index.js';
import { added, tallyModel, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('appendToStream', () => {
  let shop: TestApp;
  let store: EventStore;
  beforeAll(async () => {
    shop = await startTestApp();
    store = shop.app.get(EventStore);
  });
  afterAll(() => shop.close());

  it('records events with stream versions, metadata, positions and transaction ids', async () => {
    const recorded = await store.append(tallyStream('a'), 'no_stream', [added(2), added(3)], { actorId: 'u1', role: 'admin' });
    expect(recorded.map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(recorded[0].metadata).toEqual({ actorId: 'u1', role: 'admin' });
    expect(BigInt(recorded[1].globalPosition)).toBeGreaterThan(BigInt(recorded[0].globalPosition));
    expect(recorded[0].transactionId).toBe(recorded[1].transactionId);
    const read = await store.readStream('tally-a');
    expect(read.map((e) => [e.type, e.data])).toEqual([['TallyAdded', { amount: 2 }], ['TallyAdded', { amount: 3 }]]);
    expect((await store.load(tallyStream('a'), tallyModel)).state).toEqual({ total: 5, changes: 2 });
  });

  it('refuses a writer that expected another version, and changes nothing', async () => {
    await expect(store.append(tallyStream('a'), 1, [added(1)], {})).rejects.toThrow(StreamVersionConflictError);
    await expect(store.append(tallyStream('a'), 'no_stream', [added(1)], {})).rejects.toThrow(StreamVersionConflictError);
    expect(await store.readStream('tally-a')).toHaveLength(2);
  });

  it('lets exactly one of 20 concurrent writers win each version', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => store.append(tallyStream('race'), 'no_stream', [added(i)], {})));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(await store.readStream('tally-race')).toHaveLength(1);
  });

  it('orders 50 concurrent unconditional writers into versions 1..50 with nothing lost', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(tallyStream('queue'), 'any', [added(i + 1)], {})));
    const events = await store.readStream('tally-queue');
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(events.map((e) => (e.data as { amount: number }).amount).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('reads a stream as it was at a version or a moment', async () => {
    await store.append(tallyStream('history'), 'no_stream', [added(1)], {});
    await markCommits(shop.app.get(DataSource));
    await new Promise((resolve) => setTimeout(resolve, 2)); // marks are stamped to the millisecond, rounded up
    const [{ now }] = await shop.app.get(DataSource).query(`SELECT clock_timestamp() AS now`);
    await store.append(tallyStream('history'), 1, [added(10)], {});
    expect((await store.load(tallyStream('history'), tallyModel, { at: new Date(now) })).state.total).toBe(1);
    expect((await store.load(tallyStream('history'), tallyModel, { version: 2 })).state.total).toBe(11);
  });

  it('will not mix stream types under one stream id', async () => {
    await expect(store.append({ streamId: 'tally-a', streamType: 'order' }, 'any', [added(1)], {})).rejects.toThrow(/is a tally, not a order/);
  });
});

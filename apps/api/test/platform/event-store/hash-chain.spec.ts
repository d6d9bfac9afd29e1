// Each event's hash chains it to its stream's previous event (docs/decisions.md#tamper-evidence), and
// verifyChains names the first event of a stream whose chain breaks. The rows are altered as the owner
// would (setting the append-only trigger aside in its own transaction), on both engines.
import { DataSource } from 'typeorm';
import { verifyChains } from '../../../src/audit/index.js';
import { EventHashChain1763930000000 } from '../../../src/platform/database/migrations/1763930000000-event-hash-chain.js';
import { eventHash, GENESIS_HASH } from '../../../src/platform/event-store/event-hash.js';
import { EventStore } from '../../../src/platform/event-store/index.js';
import { added, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { Sql } from '../../../src/platform/database/sql-transaction.js';

describe('the hash chain of each stream', () => {
  let shop: TestApp;
  let store: EventStore;
  let db: DataSource;
  beforeAll(async () => {
    shop = await startTestApp();
    store = shop.app.get(EventStore);
    db = shop.app.get(DataSource);
  });
  afterAll(() => shop.close());

  /** What an owner (or superuser) can do that the shop's role cannot: rewrite the log behind the trigger. */
  const asOwner = (...statements: string[]) => rewriteAsOwner(db, statements);
  const rewriteAsOwner = (source: DataSource, statements: string[]) =>
    source.transaction(async (tx) => {
      await tx.query(`ALTER TABLE es_events DISABLE TRIGGER es_events_no_update_or_delete`);
      for (const statement of statements) await tx.query(statement);
      await tx.query(`ALTER TABLE es_events ENABLE TRIGGER es_events_no_update_or_delete`);
    });
  const stored = (streamId: string) =>
    db.query(
      `SELECT stream_version::int AS version, event_id, event_type, schema_version, data, metadata, prev_hash, hash FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );

  it('chains every appended event to the one before it, one event or several at a time', async () => {
    await store.append(tallyStream('chain'), 'no_stream', [added(1)], { actorId: 'u1' });
    await store.append(tallyStream('chain'), 1, [added(2), added(3)], { actorId: 'u1', role: 'admin' });
    const rows = await stored('tally-chain');
    expect(rows).toHaveLength(3);
    let prev: Buffer = GENESIS_HASH;
    for (const row of rows) {
      expect(row.prev_hash).toEqual(prev);
      const recomputed = eventHash(prev, { streamId: 'tally-chain', streamVersion: row.version, eventId: row.event_id, type: row.event_type, schemaVersion: row.schema_version, data: row.data, metadata: row.metadata });
      expect(row.hash).toEqual(recomputed);
      prev = row.hash;
    }
    const [{ head_hash }] = await db.query(`SELECT head_hash FROM es_streams WHERE stream_id = 'tally-chain'`);
    expect(head_hash).toEqual(prev);
    const report = await verifyChains(shop.app.get(Sql));
    expect(report.failures).toEqual([]);
    expect(report.events).toBeGreaterThanOrEqual(3);
    expect(report.anchor).toMatch(/^\d+:\d+:[\d,]*\/[0-9a-f]{64}$/);
  });

  it('names the event whose stored data was changed behind the trigger', async () => {
    await store.append(tallyStream('edited'), 'no_stream', [added(5), added(6), added(7)], {});
    const [, second] = await stored('tally-edited');
    await asOwner(`UPDATE es_events SET data = '{"amount": 600}' WHERE stream_id = 'tally-edited' AND stream_version = 2`);
    const failures = (await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId === 'tally-edited');
    expect(failures).toEqual([expect.objectContaining({ version: 2, eventId: second.event_id, problem: 'hash mismatch' })]);
  });

  it('names a rewrite that recomputed its own hash by the link that no longer holds', async () => {
    await store.append(tallyStream('forged'), 'no_stream', [added(1), added(2), added(3)], {});
    const [first, second] = await stored('tally-forged');
    const forged = eventHash(GENESIS_HASH, { streamId: 'tally-forged', streamVersion: 1, eventId: first.event_id, type: 'TallyAdded', schemaVersion: first.schema_version, data: { amount: 100 }, metadata: {} });
    await asOwner(`UPDATE es_events SET data = '{"amount": 100}', hash = '\\x${forged.toString('hex')}' WHERE stream_id = 'tally-forged' AND stream_version = 1`);
    const failures = (await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId === 'tally-forged');
    expect(failures).toEqual([expect.objectContaining({ version: 2, eventId: second.event_id, problem: 'broken link' })]);
  });

  it('names a deleted event by the version that is missing, in the middle or at the end', async () => {
    await store.append(tallyStream('holed'), 'no_stream', [added(1), added(2), added(3)], {});
    await store.append(tallyStream('cut'), 'no_stream', [added(1), added(2)], {});
    const [, , third] = await stored('tally-holed');
    await asOwner(`DELETE FROM es_events WHERE stream_id = 'tally-holed' AND stream_version = 2`, `DELETE FROM es_events WHERE stream_id = 'tally-cut' AND stream_version = 2`);
    const failures = (await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId.startsWith('tally-holed') || f.streamId.startsWith('tally-cut'));
    expect(failures).toEqual([
      expect.objectContaining({ streamId: 'tally-holed', version: 3, eventId: third.event_id, problem: 'missing version' }),
      expect.objectContaining({ streamId: 'tally-cut', version: 2, eventId: null, problem: 'missing version' }),
    ]);
  });

  it('an anchor kept outside catches a rewrite that recomputed every hash after it', async () => {
    const quiet = await startTestApp();
    try {
      const qdb = quiet.app.get(DataSource);
      await quiet.app.get(EventStore).append(tallyStream('anchored'), 'no_stream', [added(1), added(2)], {});
      // The anchor covers what committed before it: the next statement's snapshot already includes the append.
      const { anchor, failures } = await verifyChains(quiet.app.get(Sql));
      expect(failures).toEqual([]);
      expect((await verifyChains(quiet.app.get(Sql), { expect: anchor })).expected).toEqual({ anchor, actual: anchor, matches: true });
      // The shop goes on appending: the old anchor still holds over what it covered.
      await quiet.app.get(EventStore).append(tallyStream('anchored'), 2, [added(3)], {});
      expect((await verifyChains(quiet.app.get(Sql), { expect: anchor })).expected?.matches).toBe(true);

      // A superuser rewrites version 1 and recomputes every hash after it, and the stream's head: the chain holds again...
      const rows = await qdb.query(`SELECT stream_version::int AS version, event_id, event_type, schema_version, data, metadata FROM es_events WHERE stream_id = 'tally-anchored' ORDER BY stream_version`);
      rows[0].data = { amount: 1000 };
      let prev: Buffer = GENESIS_HASH;
      const updates: string[] = [];
      for (const row of rows) {
        const hash = eventHash(prev, { streamId: 'tally-anchored', streamVersion: row.version, eventId: row.event_id, type: row.event_type, schemaVersion: row.schema_version, data: row.data, metadata: row.metadata });
        updates.push(`UPDATE es_events SET data = '${JSON.stringify(row.data)}', prev_hash = '\\x${prev.toString('hex')}', hash = '\\x${hash.toString('hex')}' WHERE stream_id = 'tally-anchored' AND stream_version = ${row.version}`);
        prev = hash;
      }
      updates.push(`UPDATE es_streams SET head_hash = '\\x${prev.toString('hex')}' WHERE stream_id = 'tally-anchored'`);
      await rewriteAsOwner(qdb, updates);
      const after = await verifyChains(quiet.app.get(Sql), { expect: anchor });
      expect(after.failures).toEqual([]);
      // ...but not against the anchor.
      expect(after.expected).toEqual({ anchor, actual: expect.not.stringMatching(anchor), matches: false });
    } finally {
      await quiet.close();
    }
  });

  it('the migration hashes events written without a hash, again and again, and leaves the log append-only', async () => {
    await db.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('legacy-1', 'legacy', 2)`);
    await db.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata)
       VALUES (gen_random_uuid(), 'legacy-1', 'legacy', 1, 'LegacyRecorded', '{"b": 2, "a": [1, {"z": null, "y": "ü"}]}', '{"actorId": "old"}'),
              (gen_random_uuid(), 'legacy-1', 'legacy', 2, 'LegacyRecorded', '{"n": 1.5}', '{}')`,
    );
    expect((await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId === 'legacy-1')).toEqual([expect.objectContaining({ version: 1, problem: 'unhashed' })]);
    const migration = new EventHashChain1763930000000();
    for (let run = 0; run < 2; run++) {
      const runner = db.createQueryRunner();
      try {
        await runner.startTransaction();
        await migration.up(runner);
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    }
    expect((await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId === 'legacy-1')).toEqual([]);
    await expect(db.query(`UPDATE es_events SET data = '{}' WHERE stream_id = 'legacy-1'`)).rejects.toThrow(/append-only/);
    // The stream goes on from its backfilled head.
    await store.append({ streamId: 'legacy-1', streamType: 'legacy' }, 2, [{ type: 'LegacyRecorded', data: { n: 3 } }], {});
    expect((await verifyChains(shop.app.get(Sql))).failures.filter((f) => f.streamId === 'legacy-1')).toEqual([]);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { bareAppend } from '../event-log/bare-append.mjs';

// The floors a command bench measures itself against, in the same run at the same concurrency
// (bench/README.md, "What the floors measure"). Both append one event to a stream of the writer's own,
// durably (a commit with fsync on), holding the stream's advisory lock, checking its version, writing the
// stream row and the event row with the columns the shop's log has (the hash chain's included).

/** The stream versions a floor has written, so the one-round-trip floor knows the version it expects. */
const versions = new Map();

/**
 * The minimal durable append, in one round trip, as the API sends what it can (Sql.transaction's
 * `opening`: several statements in one simple query): BEGIN, the stream's advisory lock, the stream row
 * written only if its version is the one expected (ON CONFLICT … WHERE) and the event inserted from
 * that row (a data-modifying CTE, as appendToStream writes both), COMMIT. A version that does not match
 * writes nothing, and the floor throws: a floor that skipped its check would be no floor.
 */
export async function oneRoundTripAppend(pool, streamId) {
  const expected = versions.get(streamId) ?? 0;
  const id = pg.escapeLiteral(streamId);
  const prevHash = hashAfter(streamId, expected);
  const hash = hashAfter(streamId, expected + 1);
  const client = await pool.connect();
  let results;
  try {
    results = await client.query(
      [
        'BEGIN',
        `SELECT pg_advisory_xact_lock(hashtextextended(${id}, 0))`,
        `WITH stream AS (
           INSERT INTO es_streams (stream_id, stream_type, version, head_hash) VALUES (${id}, 'bench', 1, '${hash}')
           ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + 1, head_hash = EXCLUDED.head_hash, updated_at = clock_timestamp()
            WHERE es_streams.version = ${expected}
           RETURNING version)
         INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, prev_hash, hash)
         SELECT '${randomUUID()}', ${id}, 'bench', version, 'BenchTallyAdded', 1, '{"amount":1}', '{"actorId":"bench"}', '${prevHash}', '${hash}'
           FROM stream RETURNING global_position`,
        'COMMIT',
      ].join(';\n'),
    );
  } catch (error) {
    // A statement that failed leaves the transaction open and aborted: end it before the connection goes back.
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  if (results[2].rowCount !== 1) throw new Error(`floor: ${streamId} was not at version ${expected}`);
  versions.set(streamId, expected + 1);
}

/** A 32-byte value as a bytea literal, as wide as the chain's SHA-256 (the floor does not hash). */
function hashAfter(streamId, version) {
  return `\\x${createHash('sha256').update(`${streamId}:${version}`).digest('hex')}`;
}

/** The floors by the name each bench prints. */
export const FLOORS = {
  'one round trip': oneRoundTripAppend,
  // bench/event-log's bare append: BEGIN, lock, version read, stream row, event, COMMIT (six round trips).
  'six round trips': bareAppend,
};

/**
 * `writers` loops appending one event each through `pool` (a bare pg pool as large as the API's, 20)
 * with `append`, on 50 streams each of their own, for `seconds`. Answers in the shape of a load run
 * (see load.mjs), so the two pool and print alike.
 */
export async function floorAppends(pool, append, writers, seconds, prefix) {
  const latencies = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        await append(pool, `${prefix}-${writer}-${i % 50}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, statuses: { 200: latencies.length }, errors: 0, timeouts: 0 };
}

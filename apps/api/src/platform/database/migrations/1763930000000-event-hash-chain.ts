import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventHash, GENESIS_HASH } from '../../event-store/event-hash.js';

const BATCH = 2_000;

// Tamper evidence (docs/decisions.md#tamper-evidence): each event carries the hash of its stream's
// previous event and its own; each stream row the hash its next event chains to. Safe to run again:
// only events without a hash are hashed. The columns stay nullable so that the rows of a database
// written before this release can be filled in; `npm run audit -- verify` reports any event without one.
export class EventHashChain1763930000000 implements MigrationInterface {
  name = 'EventHashChain1763930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE es_events ADD COLUMN IF NOT EXISTS prev_hash bytea, ADD COLUMN IF NOT EXISTS hash bytea`);
    await db.query(`ALTER TABLE es_streams ADD COLUMN IF NOT EXISTS head_hash bytea`);
    // Filling in the hashes is an UPDATE, which the append-only trigger refuses. Only this migration's
    // own transaction sets it aside (DDL is transactional: no other session ever sees it disabled, and
    // a failure re-enables it with the rollback); it takes the owner, which the app role is not.
    await db.query(`ALTER TABLE es_events DISABLE TRIGGER es_events_no_update_or_delete`);
    await backfill(db);
    await db.query(`ALTER TABLE es_events ENABLE TRIGGER es_events_no_update_or_delete`);
    await db.query(`
      UPDATE es_streams s SET head_hash = e.hash
        FROM es_events e
       WHERE e.stream_id = s.stream_id AND e.stream_version = s.version AND s.head_hash IS DISTINCT FROM e.hash`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE es_streams DROP COLUMN head_hash`);
    await db.query(`ALTER TABLE es_events DROP COLUMN prev_hash, DROP COLUMN hash`);
  }
}

interface UnhashedRow {
  stream_id: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  before: Buffer | null;
}

/** Walks the unhashed events in stream order, chaining each to the one before it. */
async function backfill(db: QueryRunner): Promise<void> {
  let after: [string, string] = ['', '0'];
  const lastOf = new Map<string, Buffer>();
  for (;;) {
    const rows: UnhashedRow[] = await db.query(
      `SELECT e.stream_id, e.stream_version::text AS stream_version, e.event_id, e.event_type, e.schema_version, e.data, e.metadata, p.hash AS before
         FROM es_events e LEFT JOIN es_events p ON p.stream_id = e.stream_id AND p.stream_version = e.stream_version - 1
        WHERE e.hash IS NULL AND (e.stream_id, e.stream_version) > ($1, $2::bigint)
        ORDER BY e.stream_id, e.stream_version LIMIT ${BATCH}`,
      after,
    );
    if (rows.length === 0) return;
    const prevs: Buffer[] = [];
    const hashes: Buffer[] = [];
    for (const row of rows) {
      const version = Number(row.stream_version);
      const prev = version === 1 ? GENESIS_HASH : (row.before ?? lastOf.get(`${row.stream_id}\n${version - 1}`) ?? GENESIS_HASH);
      const hash = eventHash(prev, { streamId: row.stream_id, streamVersion: version, eventId: row.event_id, type: row.event_type, schemaVersion: row.schema_version, data: row.data, metadata: row.metadata });
      lastOf.clear();
      lastOf.set(`${row.stream_id}\n${version}`, hash);
      prevs.push(prev);
      hashes.push(hash);
    }
    await db.query(
      `UPDATE es_events e SET prev_hash = u.prev_hash, hash = u.hash
         FROM unnest($1::text[], $2::bigint[], $3::bytea[], $4::bytea[]) AS u(stream_id, stream_version, prev_hash, hash)
        WHERE e.stream_id = u.stream_id AND e.stream_version = u.stream_version`,
      [rows.map((r) => r.stream_id), rows.map((r) => r.stream_version), prevs, hashes],
    );
    const last = rows.at(-1)!;
    after = [last.stream_id, last.stream_version];
  }
}

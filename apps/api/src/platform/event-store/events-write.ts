import type { StreamHead } from './append-to-stream.js';
import { newEventId } from '../ids/event-id.js';
import { eventHash } from './event-hash.js';
import type { EventMetadata, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import type { Upcasters } from './upcasters.js';

/**
 * The statement that writes events after `head` (the stream row and the events in one data-modifying
 * CTE), and how to make the recorded events from what it returns: only what the database assigns
 * comes back (position, transaction, time); the rest is what was written.
 */
export interface EventsWrite {
  text: string;
  params: unknown[];
  /** The stream's new head hash: the last event's. */
  headHash: Buffer;
  recordedFrom(rows: readonly AssignedColumns[]): RecordedEvent[];
  /**
   * The events before the statement has run, for a write sent with the COMMIT: what the database
   * assigns is filled in by `assign` with the statement's rows once it has committed.
   */
  pending(): { recorded: RecordedEvent[]; assign(rows: readonly AssignedColumns[]): void };
}

export interface AssignedColumns {
  event_id: string;
  global_position: string;
  transaction_id: string;
  recorded_at: Date | string;
}

export const ASSIGNED_COLUMNS = `event_id, global_position::text AS global_position, transaction_id::text AS transaction_id, recorded_at`;

/** The write of one or more events after `head` of a stream whose lock the caller holds. */
export function eventsWrite(upcasters: Upcasters, stream: StreamRef, head: StreamHead, events: readonly NewEvent[], metadata: EventMetadata): EventsWrite {
  const current = head.version;
  const next = current + events.length;
  // Time-ordered (UUID version 7): each lands on the last pages of the log's event_id index.
  const ids = events.map(() => newEventId());
  const schemaVersions = events.map((e) => upcasters.currentVersion(e.type));
  const serialized = events.map((e) => JSON.stringify(e.data));
  const storedMetadata = JSON.stringify(metadata);
  // As a reader of the log will see them (JSON drops undefined, turns dates into strings): what is
  // hashed and what is handed back, parsed once each.
  const storedData = serialized.map((text) => JSON.parse(text));
  const hashedMetadata = JSON.parse(storedMetadata);
  // Each hash chains to the one before it: the stream's head for the first (docs/decisions.md#tamper-evidence).
  const hashes: Buffer[] = [];
  events.forEach((event, i) => {
    const prev = i === 0 ? head.headHash : hashes[i - 1];
    hashes.push(eventHash(prev, { streamId: stream.streamId, streamVersion: current + i + 1, eventId: ids[i], type: event.type, schemaVersion: schemaVersions[i], data: storedData[i], metadata: hashedMetadata }));
  });
  const prevHashes = [head.headHash, ...hashes.slice(0, -1)];
  const streamRow = (id: string, type: string, version: string, headHash: string) =>
    current === 0
      ? `INSERT INTO es_streams (stream_id, stream_type, version, head_hash) VALUES (${id}, ${type}, ${version}, ${headHash})`
      : `UPDATE es_streams SET version = ${version}, head_hash = ${headHash}, updated_at = clock_timestamp() WHERE stream_id = ${id}`;
  const statement =
    events.length === 1
      ? // Most commands record one event: a plain VALUES row is cheaper to send and plan than arrays.
        {
          text: `WITH stream AS (${streamRow('$2', '$3', '$9', '$11')})
           INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, prev_hash, hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $10, $11) RETURNING ${ASSIGNED_COLUMNS}`,
          params: [ids[0], stream.streamId, stream.streamType, current + 1, events[0].type, schemaVersions[0], serialized[0], storedMetadata, next, prevHashes[0], hashes[0]],
        }
      : {
          text: `WITH stream AS (${streamRow('$1', '$2', '$9', '$12')})
           INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, prev_hash, hash)
           SELECT e.event_id, $1, $2, e.stream_version, e.event_type, e.schema_version, e.data, $3::jsonb, e.prev_hash, e.hash
             FROM unnest($4::uuid[], $5::bigint[], $6::text[], $7::int[], $8::jsonb[], $10::bytea[], $11::bytea[])
               AS e(event_id, stream_version, event_type, schema_version, data, prev_hash, hash)
           RETURNING ${ASSIGNED_COLUMNS}`,
          params: [
            stream.streamId,
            stream.streamType,
            storedMetadata,
            ids,
            events.map((_, i) => current + i + 1),
            events.map((e) => e.type),
            schemaVersions,
            serialized,
            next,
            prevHashes,
            hashes,
            hashes.at(-1),
          ],
        };
  const written = (i: number): Omit<RecordedEvent, AssignedField> => ({
    eventId: ids[i],
    streamId: stream.streamId,
    streamType: stream.streamType,
    streamVersion: current + i + 1,
    type: events[i].type,
    schemaVersion: schemaVersions[i],
    data: storedData[i],
    // Its own copy per event: a reader that changes one event's metadata changes no other's.
    metadata: i === 0 ? hashedMetadata : JSON.parse(storedMetadata),
  });
  const assignedOf = (rows: readonly AssignedColumns[]) => {
    const byId = new Map(rows.map((row) => [row.event_id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new Error(`event ${id} of ${stream.streamId} was not written`);
      return { globalPosition: row.global_position, transactionId: row.transaction_id, recordedAt: new Date(row.recorded_at) };
    });
  };
  return {
    ...statement,
    headHash: hashes.at(-1)!,
    recordedFrom: (rows) => assignedOf(rows).map((assigned, i) => ({ ...written(i), ...assigned })),
    pending() {
      const recorded = events.map((_, i) => unknownUntilCommit(written(i), ASSIGNED_FIELDS) as RecordedEvent);
      return {
        recorded,
        assign: (rows) => assignedOf(rows).forEach((assigned, i) => knownAtCommit(recorded[i], assigned)),
      };
    },
  };
}

type AssignedField = 'globalPosition' | 'transactionId' | 'recordedAt';
const ASSIGNED_FIELDS: readonly AssignedField[] = ['globalPosition', 'transactionId', 'recordedAt'];

/**
 * `target` with `fields` that the database decides at the COMMIT: read before it, they would be a
 * guess, so reading one throws until knownAtCommit gives them their values.
 */
export function unknownUntilCommit<T extends object>(target: T, fields: readonly string[]): T {
  return Object.defineProperties(target, throwingGetters(fields));
}

// The getters for each list of fields, made once: every event sent with the COMMIT takes a set.
const gettersOf = new Map<string, PropertyDescriptorMap>();

function throwingGetters(fields: readonly string[]): PropertyDescriptorMap {
  const key = fields.join(',');
  let getters = gettersOf.get(key);
  if (getters === undefined) {
    getters = Object.fromEntries(
      fields.map((field) => [
        field,
        {
          configurable: true,
          enumerable: true,
          get() {
            throw new Error(`${field} of an event written with the COMMIT is known only once it commits`);
          },
        },
      ]),
    );
    gettersOf.set(key, getters);
  }
  return getters;
}

/** The fields unknownUntilCommit held back, now the COMMIT has given them. */
export function knownAtCommit(target: object, values: Record<string, unknown>): void {
  Object.defineProperties(target, Object.fromEntries(Object.entries(values).map(([field, value]) => [field, { value, writable: true, enumerable: true, configurable: true }])));
}

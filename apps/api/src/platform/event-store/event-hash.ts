import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/**
 * The hash chain of each stream (docs/decisions.md#tamper-evidence): every event's hash covers the
 * previous event's hash and what is stored of the event itself, so altering, removing or reordering
 * a stored event breaks the chain from there on. Computed in Node, not in SQL, so an auditor can
 * recompute it from an export with any SHA-256 and JSON library.
 */

/** The `prev_hash` of a stream's first event. */
export const GENESIS_HASH = Buffer.alloc(32);

/** What the hash covers, as stored: data and metadata as the database gives them back. */
export interface HashedEvent {
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
}

/**
 * SHA-256 over prev_hash (32 bytes) then, each as a 4-byte big-endian byte length and its UTF-8 bytes:
 * stream id, stream version (decimal), event id (lower-case UUID), event type, schema version
 * (decimal), canonical JSON of data, canonical JSON of metadata. The lengths make the fields
 * unambiguous (no "ab"+"c" = "a"+"bc").
 */
export function eventHash(prevHash: Buffer, event: HashedEvent): Buffer {
  const fields = [
    event.streamId,
    String(event.streamVersion),
    event.eventId.toLowerCase(),
    event.type,
    String(event.schemaVersion),
    canonicalJson(event.data),
    canonicalJson(event.metadata),
  ];
  return createHash('sha256').update(prevHash).update(lengthPrefixed(fields)).digest();
}

/**
 * The same hash's pieces for an event whose version and data the database decides (a shelf's reservation
 * at the COMMIT, stock/migrations/1764620000000-reserve-at-commit.ts): each piece length-prefixed as
 * above, in order, for SQL to join around the version and the data it fills in:
 * sha256(prev_hash ‖ stream ‖ version ‖ event ‖ data ‖ metadata).
 */
export function eventHashPieces(event: Omit<HashedEvent, 'streamVersion' | 'data'>): { stream: Buffer; event: Buffer; metadata: Buffer } {
  return {
    stream: lengthPrefixed([event.streamId]),
    event: lengthPrefixed([event.eventId.toLowerCase(), event.type, String(event.schemaVersion)]),
    metadata: lengthPrefixed([canonicalJson(event.metadata)]),
  };
}

/** Each field as a 4-byte big-endian byte length and its UTF-8 bytes, in one buffer: a Buffer and an update per field and per length were half the hash's time. */
function lengthPrefixed(fields: readonly string[]): Buffer {
  const lengths = fields.map((field) => Buffer.byteLength(field, 'utf8'));
  const bytes = Buffer.allocUnsafe(lengths.reduce((sum, length) => sum + 4 + length, 0));
  let at = 0;
  fields.forEach((field, i) => {
    at = bytes.writeUInt32BE(lengths[i], at);
    at += bytes.write(field, at, 'utf8');
  });
  return bytes;
}

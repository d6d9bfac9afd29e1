import { createHash } from 'node:crypto';

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
  const hash = createHash('sha256').update(prevHash);
  for (const field of [
    event.streamId,
    String(event.streamVersion),
    event.eventId.toLowerCase(),
    event.type,
    String(event.schemaVersion),
    canonicalJson(event.data),
    canonicalJson(event.metadata),
  ]) {
    const bytes = Buffer.from(field, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  }
  return hash.digest();
}

/**
 * JSON with object keys sorted by UTF-16 code units and no spaces, numbers and strings as
 * JSON.stringify writes them: the RFC 8785 (JCS) form for the values JSON can hold. jsonb keeps its
 * own key order, so hashing the parsed value this way is what makes "hash what is stored" repeatable.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

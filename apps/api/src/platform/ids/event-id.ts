import { randomPool } from './random-pool.js';

const random16 = randomPool(16);

/**
 * A new event's id: a UUID of version 7 (RFC 9562), its first 48 bits the Unix time in milliseconds and
 * 74 of the rest random. Version 4's random ids put each event's entry in the log's unique index on
 * event_id on a random page of it: on a log larger than memory each insert reads a page back and, the
 * first time a page changes after a checkpoint, writes the whole page to the WAL; time-ordered ids land
 * on the index's last pages, as the log's positions do (docs/decisions.md#event-store, "Event ids").
 * Ids made in the same millisecond are in no particular order among themselves: nothing reads order
 * from an event id (global_position is the log's order).
 */
export function newEventId(now = Date.now()): string {
  const bytes = random16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // the RFC's variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

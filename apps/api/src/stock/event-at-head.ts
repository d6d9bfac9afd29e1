import type { PreparedStatement } from '../platform/database/batch-statement.js';
import { newEventId } from '../platform/ids/event-id.js';
import { canonicalJson, eventHashPieces, knownAtCommit, type RecordedEvent, unknownUntilCommit } from '../platform/event-store/index.js';
import { type StockEventType, stockStream } from './stock.events.js';

/** What a shelf event written at its stream's head gets back from the database (stock/migrations). */
interface DecidedRow {
  global_position: string;
  transaction_id: string;
  recorded_at: Date | string;
  stream_version: string;
  available: number;
}

/** The pieces a `stock_…_at_head` function takes to write the event and its hash link (event-hash.ts). */
export interface AtHeadPieces {
  eventId: string;
  hashStream: Buffer;
  hashEvent: Buffer;
  /** The canonical data around its `available`, which the database fills in. */
  dataOpen: string;
  dataClose: string;
  hashMetadata: Buffer;
}

// The event's canonical data with `available` left for the database: its key sorts first, and the rest is the shop's own text.
const DATA_OPEN = '{"available":';

/**
 * A shelf's event for an order, written by a statement that takes the shelf's next version, its
 * `available` and its hash link from the shelf as it is under its lock in the COMMIT's batch
 * (docs/decisions.md#reserve-at-commit, #pick-at-commit). `statement` calls the function with the pieces;
 * the event's database-decided fields throw when read until `decided` gets its row after the COMMIT.
 */
export function shelfEventAtHead(
  type: StockEventType,
  fields: { productId: string; orderId: string; quantity: number },
  schemaVersion: number,
  storedMetadata: string,
  statement: (pieces: AtHeadPieces) => PreparedStatement,
): { statement: PreparedStatement; event: RecordedEvent; decided: (row: unknown) => void } {
  const { streamId, streamType } = stockStream(fields.productId);
  const eventId = newEventId();
  // What the hash covers is the event as a reader gets it back: the metadata through JSON, as eventsWrite hashes it.
  const hashedMetadata: unknown = JSON.parse(storedMetadata);
  const pieces = eventHashPieces({ streamId, eventId, type, schemaVersion, metadata: hashedMetadata });
  const canonical = canonicalJson({ ...fields, available: 0 });
  if (!canonical.startsWith(`${DATA_OPEN}0,`)) throw new Error(`${type}'s canonical data no longer starts with its available: ${canonical}`);
  const data = unknownUntilCommit({ ...fields } as typeof fields & { available: number }, ['available']);
  const event = unknownUntilCommit({ eventId, streamId, streamType, type, schemaVersion, data, metadata: hashedMetadata } as RecordedEvent, [
    'streamVersion',
    'globalPosition',
    'transactionId',
    'recordedAt',
  ]);
  const decided = (row: unknown) => {
    const { available, stream_version, global_position, transaction_id, recorded_at } = row as DecidedRow;
    knownAtCommit(data, { available });
    knownAtCommit(event, { streamVersion: Number(stream_version), globalPosition: global_position, transactionId: transaction_id, recordedAt: new Date(recorded_at) });
  };
  const at: AtHeadPieces = {
    eventId,
    hashStream: pieces.stream,
    hashEvent: pieces.event,
    dataOpen: DATA_OPEN,
    dataClose: canonical.slice(DATA_OPEN.length + 1),
    hashMetadata: pieces.metadata,
  };
  return { statement: statement(at), event, decided };
}

/** The columns every `stock_…_at_head` function answers, as `decided` reads them. */
export const AT_HEAD_COLUMNS = 'global_position, transaction_id, recorded_at, stream_version::text AS stream_version, available';

/** What a command decides: a fact in past tense, with everything needed to rebuild the read models. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who did it and why (DESIGN.md "The event log"): auditors read this beside every event. */
export interface EventMetadata {
  actorId?: string | null;
  role?: string | null;
  commandId?: string;
  idempotencyKey?: string;
  correlationId?: string;
  causationId?: string;
  [extra: string]: unknown;
}

/** An event as the log holds it, upcast to its type's current schema version. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  /** bigint as a decimal string */
  globalPosition: string;
  /** xid8 as a decimal string: with globalPosition, the commit-safe cursor */
  transactionId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  /** Set when a newer release wrote it (docs/decisions.md#event-versions): `data` is as stored, unread. */
  newerThanReader?: true;
}

export interface StreamRef {
  streamId: string;
  streamType: string;
}

/**
 * The version a writer expects the stream to be at: a number (0 = no events yet), 'no_stream' (it
 * must not exist), or 'any' (no check; the stream lock still orders the writers).
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

import type { SqlClient } from '../database/sql-transaction.js';
import { appendToStream, lockStream, readStream, streamVersion } from './append-to-stream.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import { findIdempotentResponse, type Idempotency, lockIdempotencyKey, rememberIdempotentResponse } from './idempotency.js';
import type { InlineProjections } from './inline-projections.js';
import { foldStream, type StreamModel } from './stream-model.js';
import type { Upcasters } from './upcasters.js';

/**
 * One transaction over the log for a command that must change two streams at once (placing an order
 * empties the cart). Every lock is taken up front, before the first write, in one fixed order
 * (idempotency key, then streams sorted by id), so the commit-safe order still follows each stream's
 * own order and two such commands cannot deadlock.
 */
export class EventSession {
  readonly recorded: RecordedEvent[] = [];
  private writing = false;

  constructor(
    private readonly tx: SqlClient,
    private readonly upcasters: Upcasters,
    private readonly projections: InlineProjections,
  ) {}

  async lock(streamIds: readonly string[], idempotency?: Idempotency): Promise<void> {
    if (this.writing) throw new Error('take every lock before the first write');
    if (idempotency) await lockIdempotencyKey(this.tx, idempotency);
    for (const streamId of [...new Set(streamIds)].sort()) await lockStream(this.tx, streamId);
  }

  findIdempotentResponse<R>(idempotency: Idempotency): Promise<R | null> {
    return findIdempotentResponse<R>(this.tx, idempotency);
  }

  async load<State>(stream: StreamRef, model: StreamModel<State>): Promise<{ state: State; version: number }> {
    const version = await streamVersion(this.tx, stream);
    const events = version === 0 ? [] : await readStream(this.tx, this.upcasters, stream.streamId);
    return { state: foldStream(model, events), version };
  }

  async append(stream: StreamRef, expected: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    this.writing = true;
    const appended = await appendToStream(this.tx, this.upcasters, stream, expected, events, metadata);
    await this.projections.apply(this.tx, appended);
    this.recorded.push(...appended);
    return appended;
  }

  async rememberIdempotentResponse(idempotency: Idempotency, response: unknown): Promise<void> {
    this.writing = true;
    await rememberIdempotentResponse(this.tx, idempotency, response);
  }
}

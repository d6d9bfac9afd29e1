import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../database/sql-transaction.js';
import { AppendNotifier } from './append-notifier.js';
import { appendToStream, lockStream, readStream, streamVersion } from './append-to-stream.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import { findIdempotentResponse, type Idempotency, lockIdempotencyKey, rememberIdempotentResponse } from './idempotency.js';
import { InlineProjections } from './inline-projections.js';
import { EventSession } from './event-session.js';
import { type Decide, foldStream, type StreamModel } from './stream-model.js';
import { withTransientRetry } from './transient-retry.js';
import { Upcasters } from './upcasters.js';

export interface CommandOptions<State, Response> {
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** The answer to give (and to replay for the same Idempotency-Key). */
  respond: (outcome: { state: State; version: number; events: readonly RecordedEvent[] }) => Response;
}

export interface CommandOutcome<Response> {
  response: Response;
  events: readonly RecordedEvent[];
  /** True when the answer was replayed for a repeated Idempotency-Key and nothing new happened. */
  replayed: boolean;
}

/** The shop's event log: append, read, and run a command as load → decide → append in one transaction. */
@Injectable()
export class EventStore {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
  ) {}

  async append(stream: StreamRef, expected: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    const recorded = await withTransientRetry(() =>
      inSqlTransaction(this.db, async (tx) => {
        const appended = await appendToStream(tx, this.upcasters, stream, expected, events, metadata);
        await this.projections.apply(tx, appended);
        return appended;
      }),
    );
    if (recorded.length > 0) this.notifier.notify();
    return recorded;
  }

  readStream(streamId: string, until?: { version?: number; at?: Date }): Promise<RecordedEvent[]> {
    return readStream(this.db, this.upcasters, streamId, until);
  }

  async load<State>(stream: StreamRef, model: StreamModel<State>, until?: { version?: number; at?: Date }): Promise<{ state: State; version: number }> {
    const events = await this.readStream(stream.streamId, until);
    return { state: foldStream(model, events), version: events.at(-1)?.streamVersion ?? 0 };
  }

  /**
   * Runs a command against one stream: with the stream locked, fold its events, decide, append, and
   * project, all in one transaction. With an idempotency key, a repeat gets the first answer back.
   */
  async handle<State, Response>(
    stream: StreamRef,
    model: StreamModel<State>,
    decide: Decide<State>,
    options: CommandOptions<State, Response>,
  ): Promise<CommandOutcome<Response>> {
    const outcome = await withTransientRetry(() =>
      inSqlTransaction(this.db, async (tx): Promise<CommandOutcome<Response>> => {
        if (options.idempotency) await lockIdempotencyKey(tx, options.idempotency);
        await lockStream(tx, stream.streamId);
        if (options.idempotency) {
          const earlier = await findIdempotentResponse<Response>(tx, options.idempotency);
          if (earlier !== null) return { response: earlier, events: [], replayed: true };
        }
        const { state, version } = await this.loadLocked(tx, stream, model);
        const events = await appendToStream(tx, this.upcasters, stream, version, decide(state, version), options.metadata);
        await this.projections.apply(tx, events);
        const after = events.reduce((s, event) => model.evolve(s, event), state);
        const response = options.respond({ state: after, version: version + events.length, events });
        if (options.idempotency) await rememberIdempotentResponse(tx, options.idempotency, response);
        return { response, events, replayed: false };
      }),
    );
    if (outcome.events.length > 0) this.notifier.notify();
    return outcome;
  }

  /** A session on a transaction someone else runs: a processor's batch that reacts by appending events. */
  sessionFor(tx: SqlClient): EventSession {
    return new EventSession(tx, this.upcasters, this.projections);
  }

  /** A transaction over several streams (see EventSession); inline projections run as events are appended. */
  async transaction<T>(work: (session: EventSession) => Promise<T>): Promise<T> {
    let recorded = 0;
    const result = await withTransientRetry(() =>
      inSqlTransaction(this.db, async (tx) => {
        const session = new EventSession(tx, this.upcasters, this.projections);
        const value = await work(session);
        recorded = session.recorded.length;
        return value;
      }),
    );
    if (recorded > 0) this.notifier.notify();
    return result;
  }

  private async loadLocked<State>(tx: SqlClient, stream: StreamRef, model: StreamModel<State>) {
    const version = await streamVersion(tx, stream);
    const events = version === 0 ? [] : await readStream(tx, this.upcasters, stream.streamId);
    return { state: foldStream(model, events), version };
  }
}

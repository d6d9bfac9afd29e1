import { Inject, Injectable } from '@nestjs/common';
import { Sql, type SqlClient } from '../database/sql-transaction.js';
import { AppendNotifier } from './append-notifier.js';
import { type CommitMark, commitMarkAt } from './commit-clock.js';
import { appendToStream, readStream } from './append-to-stream.js';
import { assertReadable } from './event-row.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent, StreamRef } from './event.types.js';
import type { Idempotency } from './idempotency.js';
import { InlineProjections } from './inline-projections.js';
import { type CommandLocks, openingStatements, readOpening } from './command-opening.js';
import { EventSession } from './event-session.js';
import { type Decide, foldStream, type StreamModel } from './stream-model.js';
import { withTransientRetry } from './transient-retry.js';
import { Upcasters } from './upcasters.js';

export interface CommandOptions<State, Response> {
  metadata: EventMetadata;
  idempotency?: Idempotency;
  /** The answer to give (and to replay for the same Idempotency-Key). */
  respond: (outcome: { state: State; version: number; events: readonly RecordedEvent[] }) => Response;
  /**
   * Write the event with the COMMIT when only the stream's state row reads it (a cart): one round trip
   * fewer. `respond` then gets the events without their position and time (reading them throws);
   * CommandOutcome's events have them (docs/decisions.md#event-with-commit).
   */
  eventWithCommit?: boolean;
}

export interface CommandOutcome<Response> {
  response: Response;
  events: readonly RecordedEvent[];
  /** True when the answer was replayed for a repeated Idempotency-Key and nothing new happened. */
  replayed: boolean;
}

/** How much of a stream to read: up to a version, or as readers saw it at a moment or a commit mark. */
export interface StreamLimit {
  version?: number;
  at?: Date;
  mark?: CommitMark | null;
}

/** The shop's event log: append, read, and run a command as load → decide → append in one transaction. */
@Injectable()
export class EventStore {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
  ) {}

  async append(stream: StreamRef, expected: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata): Promise<RecordedEvent[]> {
    const recorded = await withTransientRetry(() =>
      this.db.transaction(async (tx) => {
        const appended = await appendToStream(tx, this.upcasters, stream, expected, events, metadata);
        await this.projections.apply(tx, appended);
        return appended;
      }),
    );
    this.notifier.notify(recorded);
    return recorded;
  }

  readStream(streamId: string, until?: StreamLimit): Promise<RecordedEvent[]> {
    return readStream(this.db, this.upcasters, streamId, until);
  }

  /** The commit mark `?at=` reads through (null: nothing was visible yet); one mark for several streams keeps them consistent. */
  commitMarkAt(at: Date): Promise<CommitMark | null> {
    return commitMarkAt(this.db, at);
  }

  async load<State>(stream: StreamRef, model: StreamModel<State>, until?: StreamLimit): Promise<{ state: State; version: number }> {
    const events = await this.readStream(stream.streamId, until);
    for (const event of events) assertReadable(event, this.upcasters);
    return { state: foldStream(model, events), version: events.at(-1)?.streamVersion ?? 0 };
  }

  /**
   * Runs a command against one stream: with the stream locked, load its state, decide, append, and
   * project, all in one transaction. With an idempotency key, a repeat gets the first answer back.
   */
  async handle<State, Response>(
    stream: StreamRef,
    model: StreamModel<State>,
    decide: Decide<State>,
    options: CommandOptions<State, Response>,
  ): Promise<CommandOutcome<Response>> {
    const { idempotency } = options;
    const { value, recorded } = await this.inSession({ streamIds: [stream.streamId], idempotency, loads: [stream] }, async (session): Promise<Omit<CommandOutcome<Response>, 'events'>> => {
      if (idempotency) {
        const earlier = await session.findIdempotentResponse<Response>(idempotency);
        if (earlier !== null) return { response: earlier, replayed: true };
      }
      const { state, version } = await session.load(stream, model);
      const events = await session.append(stream, version, decide(state, version), options.metadata);
      const after = session.stateOf<State>(stream.streamId) ?? state;
      const response = options.respond({ state: after, version: version + events.length, events });
      if (idempotency) await session.rememberIdempotentResponse(idempotency, response);
      return { response, replayed: false };
    }, options.eventWithCommit);
    return { ...value, events: recorded };
  }

  /** A session on a transaction someone else runs: a processor's batch that reacts by appending events. */
  sessionFor(tx: SqlClient): EventSession {
    return new EventSession(tx, this.upcasters, this.projections);
  }

  /**
   * A transaction over several streams (see EventSession); inline projections run as events are
   * appended. `locks` known in advance are taken with BEGIN, in the same round trip. `eventsWithCommit`:
   * as CommandOptions.eventWithCommit, for every stream of the transaction that qualifies, with the
   * writes of its read models that only write for it (InlineProjection.writesOnly); `work` then never
   * reads an appended event's position or time (reading them throws), nor those read models' rows.
   */
  async transaction<T>(work: (session: EventSession) => Promise<T>, locks?: CommandLocks, { eventsWithCommit = false } = {}): Promise<T> {
    return (await this.inSession(locks, work, eventsWithCommit)).value;
  }

  private async inSession<T>(locks: CommandLocks | undefined, work: (session: EventSession) => Promise<T>, eventsWithCommit = false): Promise<{ value: T; recorded: readonly RecordedEvent[] }> {
    let session: EventSession | undefined;
    const outcome = await withTransientRetry(() =>
      this.db.transaction(async (tx, opened) => {
          session = new EventSession(tx, this.upcasters, this.projections, locks && { locks, opened: readOpening(locks, opened, this.projections) }, true, eventsWithCommit);
          const value = await work(session);
          return { value, recorded: session.recorded };
        },
        { opening: locks ? openingStatements(locks, this.projections) : [], closing: () => session?.closing ?? [], closed: (rows) => session?.closed(rows) },
      ),
    );
    this.notifier.notify(outcome.recorded);
    return outcome;
  }
}

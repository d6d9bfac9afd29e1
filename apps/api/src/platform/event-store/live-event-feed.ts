import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Sql } from '../database/sql-transaction.js';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';
import type { RecordedEvent } from './event.types.js';
import { describeError } from './handler-failure.js';
import { cursorAtNow, cursorOf, type LogCursor, readAfterPosition } from './read-after-position.js';
import { Upcasters } from './upcasters.js';
import { PersonalData } from '../personal-data/personal-data.js';

// How often the feed looks for commits that did not wake it: another instance's, and types no listener
// is in a hurry for. On PGlite one process holds the data directory, so every commit is this process's
// own and wakes the feed when a listener wants it: the poll there is only a safety net, and each read
// goes through the one session every request waits for (docs/decisions.md#processor-idle).
const POLL_MS = 100;
const SINGLE_SESSION_POLL_MS = 1000;
const BATCH = 500;

export type LiveListener = (events: readonly RecordedEvent[]) => void;

/** What health shows of this instance's feed. */
export interface LiveFeedState {
  /** Null until the feed has started. */
  cursor: LogCursor | null;
  /** The end of its last read, successful or not. */
  heartbeatAt: Date | null;
  lastError: { message: string; at: Date } | null;
}

/**
 * Every API instance tails the log from the moment it starts and hands new events to its own
 * listeners (the realtime gateway), each event carrying its cursor. Several instances on one
 * PostgreSQL thus each see every event once, with no broker between them; a client that reconnects
 * asks `readSince` for what it missed. A commit wakes the feed at once only if it holds a type some
 * listener is in a hurry for; anything else (cart changes, most of the log) waits for the next poll,
 * so a busy shop's feed reads ten times a second rather than once per commit.
 */
@Injectable()
export class LiveEventFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('live-feed');
  private readonly listeners = new Map<LiveListener, readonly string[] | undefined>();
  private cursor: LogCursor | null = null;
  private heartbeatAt: Date | null = null;
  private lastError: LiveFeedState['lastError'] = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
    @Inject(BACKGROUND_WORK) private readonly backgroundWork: boolean,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  /** `listener` gets every event; `urgentTypes` (absent: all) are the ones worth waking the feed for. */
  subscribe(listener: LiveListener, urgentTypes?: readonly string[]): () => void {
    this.listeners.set(listener, urgentTypes);
    this.listenersChanged();
    return () => {
      this.listeners.delete(listener);
      this.listenersChanged();
    };
  }

  private listenersChanged(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (!this.running) return;
    const urgent = [...this.listeners.values()];
    const types = urgent.some((types) => types === undefined) ? undefined : [...new Set(urgent.flatMap((types) => types ?? []))];
    this.unsubscribe = this.notifier.subscribe(() => this.wake?.(), types);
  }

  /** What a reconnecting client missed since its last cursor, in commit-safe order, personal fields opened. */
  async readSince(cursor: LogCursor, eventTypes?: readonly string[], limit = BATCH): Promise<RecordedEvent[]> {
    return this.personalData.reveal(await readAfterPosition(this.db, this.upcasters, cursor, { limit, eventTypes }));
  }

  /** The position the feed has delivered up to: a new client starts from here. */
  position(): LogCursor | null {
    return this.cursor;
  }

  state(): LiveFeedState {
    return { cursor: this.cursor, heartbeatAt: this.heartbeatAt, lastError: this.lastError };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.backgroundWork) return; // a command-line tool has no sockets to feed
    this.cursor = await cursorAtNow(this.db);
    this.running = true;
    this.listenersChanged();
    this.loop = this.tail();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.listenersChanged();
    this.wake?.();
    await this.loop;
  }

  private async tail(): Promise<void> {
    while (this.running) {
      try {
        const events = await readAfterPosition(this.db, this.upcasters, this.cursor!, { limit: BATCH });
        if (events.length > 0) {
          // A newer release's event is not pushed as if this code understood it; its instance pushes it.
          // Listeners get personal fields opened (docs/decisions.md#erasure); a failure to open retries the batch.
          const readable = await this.personalData.reveal(events.filter((event) => !event.newerThanReader));
          this.cursor = cursorOf(events[events.length - 1]);
          if (readable.length < events.length) this.logger.warn({ msg: 'live feed skipped events a newer version wrote', count: events.length - readable.length });
          if (readable.length > 0) for (const listener of this.listeners.keys()) listener(readable);
          if (events.length === BATCH) continue;
        }
      } catch (error) {
        this.logger.warn({ msg: 'live feed read failed; retrying', err: String(error) });
        this.lastError = { message: describeError(error), at: new Date() };
      } finally {
        this.heartbeatAt = new Date();
      }
      // Stopping while the read was out: no poll to wait for (shutdown woke a sleep that had not begun).
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => resolve(), this.db.singleSession ? SINGLE_SESSION_POLL_MS : POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}

import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Sql } from '../database/sql-transaction.js';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';
import { type BatchResult, ensureCheckpoint, processNextBatch, ProcessorHandlerError } from './consumer-checkpoint.js';
import type { RecordedEvent } from './event.types.js';
import { describeError } from './handler-failure.js';
import { LiveEventFeed } from './live-event-feed.js';
import { findParkedEvent, recordProcessorError } from './parked-events.js';
import { batchSizeOf, idlePollOf, type Processor } from './processor.js';
import { retryParkedEvent, type RetryOutcome } from './retry-parked-event.js';
import { Upcasters } from './upcasters.js';

const ERROR_BACKOFF_MS = 1000;
// Between batches a processor waits this long for more commits to gather: a busy shop then costs a
// batch transaction per few dozen events rather than one per event (bench/README.md, orders).
const GATHER_MS = 20;
// How often an idle processor stamps its heartbeat (es_processors.heartbeat_at) for health to read.
const HEARTBEAT_MS = 1000;

/**
 * Runs every registered processor in a loop on every API instance; the checkpoint row's lock lets one
 * instance at a time work on each processor. A commit in this process wakes the loops at once; commits
 * in other instances wake them when the live feed reads them, and the poll catches anything else.
 */
@Injectable()
export class ProcessorHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('processors');
  private readonly processors: Processor[] = [];
  private readonly loops: Promise<void>[] = [];
  // Each processor's loop, while it sleeps: a commit of one of its event types wakes it.
  private readonly wakers = new Map<string, () => void>();
  // What wakes each processor, sleeping or not (start).
  private readonly wakes = new Map<Processor, () => void>();
  // Processors woken while not asleep: their batch may have read before that commit, so they go again.
  private readonly wokenWhileBusy = new Set<string>();
  private readonly unsubscribes: (() => void)[] = [];
  private readonly heartbeats = new Map<string, number>();
  // Processors waiting after a failure: a commit does not cut that short (each try counts), shutdown does.
  private readonly backingOff = new Set<string>();
  private running = false;

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
    @Inject(BACKGROUND_WORK) private readonly backgroundWork: boolean,
    @Inject(LiveEventFeed) private readonly feed: LiveEventFeed,
  ) {}

  register(processor: Processor): void {
    if (this.processors.some((p) => p.id === processor.id)) throw new Error(`processor ${processor.id} is already registered`);
    this.processors.push(processor);
    if (this.running) this.start(processor);
  }

  /** Every registered processor, in the order registered: what health reports on. */
  registered(): readonly Processor[] {
    return this.processors;
  }

  /**
   * Runs a parked event through its processor again (retryParkedEvent). Null when there is no such
   * parked event; an error when its processor is not registered here.
   */
  async retryParked(parkedId: string, retriedBy: string): Promise<RetryOutcome | null> {
    const parked = await findParkedEvent(this.db, parkedId);
    if (!parked) return null;
    const processor = this.processors.find((p) => p.id === parked.processorId);
    if (!processor) throw new UnknownProcessorError(parked.processorId);
    const outcome = await retryParkedEvent(this.db, this.upcasters, processor, parked, retriedBy);
    this.notifier.notify(outcome.appended);
    if (outcome.ran) this.logger.log({ msg: 'parked event retried', processor: processor.id, eventId: parked.eventId, status: outcome.parked.status, by: retriedBy });
    return outcome;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.backgroundWork) return; // a command-line tool: registered, drainable, never started
    this.running = true;
    for (const processor of this.processors) this.start(processor);
    // Commits of other instances sharing the database, as the feed reads them; never a reason to wake the feed.
    this.unsubscribes.push(this.feed.subscribe((events) => this.wakeFor(events), []));
  }

  private wakeFor(events: readonly RecordedEvent[]): void {
    for (const [processor, wake] of this.wakes) {
      const types = processor.eventTypes;
      if (!types || events.some((event) => types.includes(event.type))) wake();
    }
  }

  // Before the database closes (onApplicationShutdown), so no loop is left mid-query.
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
    this.wakers.forEach((wake) => wake());
    await Promise.all(this.loops);
  }

  private start(processor: Processor): void {
    const wake = () => {
      if (this.backingOff.has(processor.id)) return;
      const sleeping = this.wakers.get(processor.id);
      if (sleeping) sleeping();
      else this.wokenWhileBusy.add(processor.id);
    };
    this.wakes.set(processor, wake);
    this.unsubscribes.push(this.notifier.subscribe(wake, processor.eventTypes));
    this.loops.push(this.run(processor));
  }

  /** Processes until the processor has nothing left (for tests and the rebuild tool). */
  async drain(processorId: string): Promise<number> {
    const processor = this.processors.find((p) => p.id === processorId);
    if (!processor) throw new Error(`no processor ${processorId}`);
    await ensureCheckpoint(this.db, processor.id);
    let total = 0;
    for (;;) {
      const result = await processNextBatch(this.db, this.upcasters, processor);
      this.announce(processor, result);
      if (result.status === 'parked') continue;
      if (result.status !== 'processed') return total;
      total += result.count;
    }
  }

  private async run(processor: Processor): Promise<void> {
    await ensureCheckpoint(this.db, processor.id).catch(() => undefined);
    while (this.running) {
      try {
        this.wokenWhileBusy.delete(processor.id);
        const result = await processNextBatch(this.db, this.upcasters, processor, { heartbeat: this.heartbeatDue(processor.id) });
        this.announce(processor, result);
        // A full batch means a backlog, and a parked event leaves the rest waiting: straight on.
        if (result.status === 'parked' || (result.status === 'processed' && result.count >= batchSizeOf(processor))) continue;
        if (result.status !== 'processed') await this.sleep(processor.id, idlePollOf(processor));
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      } catch (error) {
        this.logger.error({ msg: 'processor batch failed', processor: processor.id, err: describeError(error) });
        // A handler's failure is already counted against its event, with the error.
        if (!(error instanceof ProcessorHandlerError)) await recordProcessorError(this.db, processor.id, describeError(error)).catch(() => undefined);
        this.wokenWhileBusy.delete(processor.id);
        this.backingOff.add(processor.id);
        await this.sleep(processor.id, ERROR_BACKOFF_MS);
        this.backingOff.delete(processor.id);
      }
    }
  }

  /** Events a batch appended wake this process's readers and are counted; a parked event is logged. */
  private announce(processor: Processor, result: BatchResult): void {
    if (result.status === 'processed') this.notifier.notify(result.appended);
    if (result.status === 'parked') {
      const { event } = result;
      this.logger.warn({ msg: 'event parked after failing too often', processor: processor.id, eventId: event.eventId, type: event.type, stream: event.streamId });
    }
  }

  private heartbeatDue(processorId: string): boolean {
    const now = Date.now();
    if (now - (this.heartbeats.get(processorId) ?? 0) < HEARTBEAT_MS) return false;
    this.heartbeats.set(processorId, now);
    return true;
  }

  /** Until a commit of the processor's types (maybe one that came while it was reading), or `ms`. */
  private sleep(processorId: string, ms: number): Promise<void> {
    // Stopping: a loop that was mid-batch when shutdown woke the sleepers must not start a sleep of its
    // own, which shutdown would then wait out (a whole idle poll: every app closed soon after its start).
    if (this.wokenWhileBusy.delete(processorId) || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(processorId);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.set(processorId, wake);
    });
  }
}

export class UnknownProcessorError extends Error {
  override name = 'UnknownProcessorError';

  constructor(readonly processorId: string) {
    super(`No processor ${processorId} runs in this instance`);
  }
}

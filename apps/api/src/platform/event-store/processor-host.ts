import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';
import { ensureCheckpoint, processNextBatch } from './consumer-checkpoint.js';
import { batchSizeOf, type Processor } from './processor.js';
import { Upcasters } from './upcasters.js';

const IDLE_POLL_MS = 200;
const ERROR_BACKOFF_MS = 1000;
// Between batches a processor waits this long for more commits to gather: a busy shop then costs a
// batch transaction per few dozen events rather than one per event (bench/README.md, orders).
const GATHER_MS = 20;

/**
 * Runs every registered processor in a loop on every API instance; the checkpoint row's lock lets one
 * instance at a time work on each processor. A commit in this process wakes the loops at once; commits
 * in other instances are seen by the poll.
 */
@Injectable()
export class ProcessorHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('processors');
  private readonly processors: Processor[] = [];
  private readonly loops: Promise<void>[] = [];
  // Each processor's loop, while it sleeps: a commit of one of its event types wakes it.
  private readonly wakers = new Map<string, () => void>();
  // Processors woken while not asleep: their batch may have read before that commit, so they go again.
  private readonly wokenWhileBusy = new Set<string>();
  private readonly unsubscribes: (() => void)[] = [];
  private running = false;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
    @Inject(BACKGROUND_WORK) private readonly backgroundWork: boolean,
  ) {}

  register(processor: Processor): void {
    if (this.processors.some((p) => p.id === processor.id)) throw new Error(`processor ${processor.id} is already registered`);
    this.processors.push(processor);
    if (this.running) this.start(processor);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.backgroundWork) return; // a command-line tool: registered, drainable, never started
    this.running = true;
    for (const processor of this.processors) this.start(processor);
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
      const sleeping = this.wakers.get(processor.id);
      if (sleeping) sleeping();
      else this.wokenWhileBusy.add(processor.id);
    };
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
      if (result.status !== 'processed') return total;
      total += result.count;
    }
  }

  private async run(processor: Processor): Promise<void> {
    await ensureCheckpoint(this.db, processor.id).catch(() => undefined);
    while (this.running) {
      try {
        this.wokenWhileBusy.delete(processor.id);
        const result = await processNextBatch(this.db, this.upcasters, processor);
        // A full batch means a backlog: straight on to the next.
        if (result.status === 'processed' && result.count >= batchSizeOf(processor)) continue;
        if (result.status !== 'processed') await this.sleep(processor.id, IDLE_POLL_MS);
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      } catch (error) {
        this.logger.error({ msg: 'processor batch failed', processor: processor.id, err: String(error), stack: (error as Error).stack });
        await this.db
          .query(`UPDATE es_processors SET error = $2 WHERE processor_id = $1`, [processor.id, String(error)])
          .catch(() => undefined);
        this.wokenWhileBusy.delete(processor.id);
        await this.sleep(processor.id, ERROR_BACKOFF_MS);
      }
    }
  }

  /** Until a commit of the processor's types (maybe one that came while it was reading), or `ms`. */
  private sleep(processorId: string, ms: number): Promise<void> {
    if (this.wokenWhileBusy.delete(processorId)) return Promise.resolve();
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

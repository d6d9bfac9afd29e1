import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppendNotifier } from './append-notifier.js';
import { ensureCheckpoint, processNextBatch } from './consumer-checkpoint.js';
import type { Processor } from './processor.js';
import { Upcasters } from './upcasters.js';

const IDLE_POLL_MS = 200;
const ERROR_BACKOFF_MS = 1000;

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
  private readonly wakers = new Set<() => void>();
  private running = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
  ) {}

  register(processor: Processor): void {
    if (this.processors.some((p) => p.id === processor.id)) throw new Error(`processor ${processor.id} is already registered`);
    this.processors.push(processor);
    if (this.running) this.loops.push(this.run(processor));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.running = true;
    this.unsubscribe = this.notifier.subscribe(() => this.wakers.forEach((wake) => wake()));
    for (const processor of this.processors) this.loops.push(this.run(processor));
  }

  // Before the database closes (onApplicationShutdown), so no loop is left mid-query.
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wakers.forEach((wake) => wake());
    await Promise.all(this.loops);
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
        const result = await processNextBatch(this.db, this.upcasters, processor);
        if (result.status !== 'processed') await this.sleep(IDLE_POLL_MS);
      } catch (error) {
        this.logger.error({ msg: 'processor batch failed', processor: processor.id, err: String(error) });
        await this.db
          .query(`UPDATE es_processors SET error = $2 WHERE processor_id = $1`, [processor.id, String(error)])
          .catch(() => undefined);
        await this.sleep(ERROR_BACKOFF_MS);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }
}

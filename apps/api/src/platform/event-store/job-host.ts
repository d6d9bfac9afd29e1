import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppendNotifier } from './append-notifier.js';
import { BACKGROUND_WORK } from './background-work.js';

export interface Job {
  /** Stable name, for the logs. */
  name: string;
  /** How often it runs on its own: the catch-all for work another instance left or a crash interrupted. */
  everyMs: number;
  /** Commits of these event types in this process run it at once (a refund asked goes out now, not at the next tick). */
  wakeOn?: readonly string[];
  run(now: Date): Promise<unknown>;
}

/**
 * Runs the shop's periodic jobs (payment outbox, reconciliation, expiry) on every instance. A job never
 * runs twice at once in one process; across instances its work must be idempotent (it is: every write
 * is a command with an expected version or an idempotency key). Jobs do what processors cannot: call
 * a provider over the network, which must never happen inside a database transaction.
 */
@Injectable()
export class JobHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('jobs');
  private readonly jobs: Job[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribes: (() => void)[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private started = false;
  private stopping = false;

  constructor(
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
    @Inject(BACKGROUND_WORK) private readonly backgroundWork: boolean,
  ) {}

  register(job: Job): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is already registered`);
    this.jobs.push(job);
    if (this.started) this.start(job);
  }

  onApplicationBootstrap(): void {
    // The command-line tools register the jobs (a tool may run one) but never start them.
    if (!this.backgroundWork) return;
    this.started = true;
    for (const job of this.jobs) this.start(job);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.timers.forEach(clearInterval);
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
    await Promise.allSettled([...this.running.values()]);
  }

  /** Runs a job now (tests and tools pass the moment they want it to see) and waits for it. */
  async runNow(name: string, now = new Date()): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    await this.running.get(name);
    await job.run(now);
  }

  private start(job: Job): void {
    if (job.everyMs > 0) this.timers.push(setInterval(() => this.kick(job), job.everyMs).unref());
    if (job.wakeOn?.length) this.unsubscribes.push(this.notifier.subscribe(() => this.kick(job), job.wakeOn));
  }

  /** One run at a time; a kick during a run asks for one more run after it. */
  private kick(job: Job): void {
    if (this.stopping) return;
    if (this.running.has(job.name)) {
      this.again.add(job.name);
      return;
    }
    const run: Promise<void> = job
      .run(new Date())
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ msg: 'job failed; it runs again at its next tick', job: job.name, error: (error as Error).message }))
      .finally(() => {
        this.running.delete(job.name);
        if (this.again.delete(job.name)) this.kick(job);
      });
    this.running.set(job.name, run);
  }
}

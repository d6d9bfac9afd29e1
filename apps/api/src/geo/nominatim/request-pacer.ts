/** Too many callers already waiting: answering "busy" beats holding connections for minutes. */
export class PacerFullError extends Error {
  override name = 'PacerFullError';
}

/**
 * Spaces calls at least `intervalMs` apart, in arrival order, across the process: each caller reserves
 * the next free slot and waits for it (a queue, nothing dropped unless `maxWaiting` are already queued).
 */
export class RequestPacer {
  private nextSlot = 0;
  private waiting = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaiting: number,
    private readonly now: () => number = Date.now,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) throw new PacerFullError(`${this.waiting} requests already waiting`);
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.intervalMs;
    if (slot > now) {
      this.waiting++;
      try {
        await new Promise((resolve) => setTimeout(resolve, slot - now));
      } finally {
        this.waiting--;
      }
    }
    return work();
  }
}

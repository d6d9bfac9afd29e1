import pRetry from 'p-retry';

// PostgreSQL's "try again" answers: a deadlock victim or a serialization failure changed nothing,
// so the whole transaction can run again. Bounded, with a little jitter so retries do not collide.
const TRANSIENT = new Set(['40001', '40P01']);

/** `work` up to `attempts` times while it fails with a transient conflict; any other failure at once. */
export function withTransientRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  return pRetry(work, {
    retries: attempts - 1,
    // 5–10 ms, then 10–20 ms: a conflicting transaction is done by then, and a caller waits little.
    minTimeout: 5,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => isTransientConflict(error),
  });
}

/** A deadlock victim or a serialization failure: nothing was changed, and the same work may succeed now. */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code !== undefined && TRANSIENT.has(code);
}

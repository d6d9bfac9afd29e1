import pRetry, { AbortError } from 'p-retry';

// PostgreSQL's "try again" answers: a deadlock victim or a serialization failure changed nothing,
// so the whole transaction can run again. Bounded, with a little jitter so retries do not collide.
const TRANSIENT = new Set(['40001', '40P01']);

/**
 * The conflict as p-retry needs it. p-retry retries only values that are `instanceof Error` in its own
 * realm and turns anything else into a TypeError ("Non-error was thrown"); an error made by Node's
 * socket code in another realm (jest's VM modules do that) failed that check, and a dropped database
 * connection, which must reach the HTTP layer as itself to answer 503, became a 500.
 */
class TransientConflict extends Error {
  constructor(readonly original: unknown) {
    super('transient conflict');
  }
}

/** `work` up to `attempts` times while it fails with a transient conflict; any other failure at once, as it was thrown. */
export async function withTransientRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  // The first attempt runs outside p-retry: it is nearly always the only one, and p-retry's set-up
  // (options copied and checked, a clock read) cost 5–15 µs of every command (docs/decisions.md#hot-path-hooks).
  let firstConflict: unknown;
  try {
    return await work();
  } catch (error) {
    if (!isTransientConflict(error) || attempts <= 1) throw error;
    firstConflict = error;
  }
  try {
    return await pRetry(
      async (attempt) => {
        // p-retry's first attempt is the one that already failed: its delays stay as they were.
        if (attempt === 1) throw new TransientConflict(firstConflict);
        try {
          return await work();
        } catch (error) {
          if (isTransientConflict(error)) throw new TransientConflict(error);
          // AbortError stops the retries and hands back its originalError untouched.
          throw Object.assign(new AbortError('not a transient conflict'), { originalError: error });
        }
      },
      // 5–10 ms, then 10–20 ms: a conflicting transaction is done by then, and a caller waits little.
      { retries: attempts - 1, minTimeout: 5, factor: 2, randomize: true },
    );
  } catch (error) {
    throw error instanceof TransientConflict ? error.original : error;
  }
}

/** A deadlock victim or a serialization failure: nothing was changed, and the same work may succeed now. */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code !== undefined && TRANSIENT.has(code);
}

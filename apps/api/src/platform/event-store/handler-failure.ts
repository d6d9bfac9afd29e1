import { isDatabaseUnavailable } from '../http/database-unavailable.js';
import type { RecordedEvent } from './event.types.js';
import { isTransientConflict } from './transient-retry.js';

// The database's own "not now" answers, beside a lost connection and a deadlock or serialization
// failure: a lock timeout (a rebuild's swap, say) and a cancelled statement. None is an event's fault.
const DATABASE_REFUSALS = new Set(['55P03', '57014']);
const MAX_ERROR_TEXT = 2000;

/** A processor's handler threw on these events, for a reason of their own (see `blamingEvents`). */
export class HandlerFailure extends Error {
  override name = 'HandlerFailure';

  constructor(
    readonly events: readonly RecordedEvent[],
    override readonly cause: unknown,
  ) {
    super(describeError(cause));
  }
}

/**
 * Runs a processor's handler on `events`. A failure the database caused passes through as itself:
 * retried later, it counts against no event. Any other names the events, so the one that fails can
 * be found, retried a bounded number of times and parked.
 */
export async function blamingEvents<T>(events: readonly RecordedEvent[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDatabasesFault(error)) throw error;
    throw new HandlerFailure(events, error);
  }
}

function isDatabasesFault(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return isDatabaseUnavailable(error) || isTransientConflict(error) || (typeof code === 'string' && DATABASE_REFUSALS.has(code));
}

/** An error as one line for an operator: its name and message, bounded. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT - 1)}…` : text;
}

import type { SqlClient } from '../database/sql-transaction.js';
import type { RecordedEvent } from './event.types.js';
import type { SetBasedFold } from './rebuild/set-based-fold.js';

/**
 * An asynchronous consumer of the log (cross-stream read models, notifications). It writes its read
 * model inside the batch transaction it is given, together with its checkpoint, so a batch counts
 * exactly once: a crash mid-batch rolls both back and the batch is read again.
 */
export interface Processor {
  /** Stable id; a new version of a projection takes a new id (":v2") and rebuilds beside the old. */
  id: string;
  eventTypes?: readonly string[];
  batchSize?: number;
  /**
   * How many times one event may fail before it is parked (es_parked_events) and the processor moves
   * on past it; a failure that is the database's (unreachable, deadlock) does not count. Default 5.
   */
  maxAttempts?: number;
  /**
   * How long an idle processor sleeps before it looks at the log again (ms). A commit of its types
   * wakes it before that: at once in this instance, and when the live feed reads it in the others, so
   * the poll is a safety net (an event parked-then-retried, a feed that failed). Default 1,000.
   */
  idlePollMs?: number;
  /**
   * The tables only this processor writes, as one read model `npm run rebuild` can replay beside the
   * live one and swap in (named as its report prints it). Leave it out for a processor whose work
   * reaches beyond its tables (appends, pushes, a provider): replaying it would do that again.
   */
  readModel?: { name: string; tables: readonly string[]; /** Its rebuild stated in SQL (rebuild/set-based-fold.ts). */ setBased?: SetBasedFold };
  process(tx: SqlClient, events: readonly RecordedEvent[]): Promise<void>;
}

export const batchSizeOf = (processor: Processor): number => processor.batchSize ?? 500;

export const maxAttemptsOf = (processor: Processor): number => processor.maxAttempts ?? 5;

export const idlePollOf = (processor: Processor): number => processor.idlePollMs ?? 1000;

import { EventLog1763790000000 } from './1763790000000-event-log.js';
import { Users1763790100000 } from './1763790100000-users.js';

/** Every schema change, in order. ESM has no glob loading, so each migration is listed here. */
export const migrations = [EventLog1763790000000, Users1763790100000];

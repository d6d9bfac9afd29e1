import { testEngine } from './test-database.js';

/**
 * A suite (or one test) that only PostgreSQL can run: several sessions at once, roles, the planner's
 * EXPLAIN, locks seen from pg_locks. PGlite is one session, so there it is skipped, and says so.
 * Apart from test-database.ts, which jest's global set-up loads where `describe` and `it` do not exist.
 */
export const describeOnPostgres: jest.Describe = testEngine() === 'postgres' ? describe : describe.skip;
export const itOnPostgres: jest.It = testEngine() === 'postgres' ? it : it.skip;

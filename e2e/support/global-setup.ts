import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startShop } from './start-shop.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory each journey's shop starts from a copy of (journey-shop.ts); '' on PostgreSQL (E2E_DATABASE_URL). */
    shopDataTemplate: string;
  }
}

// Every journey used to start its shop on an empty data directory: the embedded engine's initdb, the
// migrations and the demo seeding, 20 s of CPU a journey on this machine against 8 s for a shop opening a
// directory that holds them (docs/decisions.md#fast-tests-per-worker). The run makes that directory once,
// with a shop that starts on an empty one exactly as `npm start` does on a fresh machine, stops it, and
// each journey's shop opens a copy of it: a fresh shop's data, without making it fifteen times.
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_DATABASE_URL) {
    project.provide('shopDataTemplate', '');
    return undefined;
  }
  const shop = await startShop({ keepData: true });
  await shop.stop();
  project.provide('shopDataTemplate', shop.dataDir);
  // vitest runs what setup returns once the run is over.
  return () => rm(shop.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

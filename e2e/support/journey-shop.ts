import { inject } from 'vitest';
import { startShop, type RunningShop } from './start-shop.js';

/**
 * A journey's shop: the built shop on a copy of the run's data directory (e2e/support/global-setup.ts),
 * which a shop started on an empty one made: the same fresh shop, without its initdb, migrations and
 * seeding once per journey. On PostgreSQL (E2E_DATABASE_URL) there is no directory to copy.
 */
export function startJourneyShop(): Promise<RunningShop> {
  const template = inject('shopDataTemplate');
  return startShop(template ? { dataTemplate: template } : {});
}

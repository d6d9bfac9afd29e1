import type { MigrationList } from '../../platform/database/migration-list.js';
import { Addresses1763820000000 } from './1763820000000-addresses.js';

/** Customers' address books, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const addressesMigrations: MigrationList = [Addresses1763820000000];

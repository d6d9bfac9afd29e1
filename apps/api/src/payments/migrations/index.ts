import type { MigrationList } from '../../platform/database/migration-list.js';
import { Payments1763860000000 } from './1763860000000-payments.js';
import { Money1763900000000 } from './1763900000000-money.js';

/** Payments' read models, provider log and sandbox books (Money also touches ordering's and audit's tables: see its comment), oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const paymentsMigrations: MigrationList = [Payments1763860000000, Money1763900000000];

import type { MigrationList } from '../../platform/database/migration-list.js';
import { OrdersView1763840000000 } from './1763840000000-orders-view.js';
import { OrderNumbers1763980000000 } from './1763980000000-order-numbers.js';

/** Ordering's read model (orders_view) and its order-number sequence, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const orderingMigrations: MigrationList = [OrdersView1763840000000, OrderNumbers1763980000000];

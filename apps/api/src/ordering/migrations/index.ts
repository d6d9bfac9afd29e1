import type { MigrationList } from '../../platform/database/migration-list.js';
import { OrdersView1763840000000 } from './1763840000000-orders-view.js';
import { OrderNumbers1763980000000 } from './1763980000000-order-numbers.js';
import { PackingView1763990100000 } from './1763990100000-packing-view.js';
import { LineHindiNames1764419000000 } from './1764419000000-line-hindi-names.js';

/** Ordering's read models (orders_view, packing_view), its order-number sequence and its lines' Hindi names, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const orderingMigrations: MigrationList = [OrdersView1763840000000, OrderNumbers1763980000000, PackingView1763990100000, LineHindiNames1764419000000];

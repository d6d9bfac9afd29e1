import { addressesMigrations } from './addresses/migrations/index.js';
import { auditMigrations } from './audit/migrations/index.js';
import { cartMigrations } from './cart/migrations/index.js';
import { catalogMigrations } from './catalog/migrations/index.js';
import { identityMigrations } from './identity/migrations/index.js';
import { notificationsMigrations } from './notifications/migrations/index.js';
import { orderingMigrations } from './ordering/migrations/index.js';
import { paymentsMigrations } from './payments/migrations/index.js';
import { inTimestampOrder } from './platform/database/migration-list.js';
import { platformMigrations } from './platform/database/migrations/index.js';
import { stockMigrations } from './stock/migrations/index.js';

/**
 * The shop's whole schema: each context's own migrations (`<context>/migrations/index.ts`, exporting
 * `<context>Migrations`), merged in timestamp order. Assembled here, above the contexts, because the
 * database module may not import them; the shop, its command-line tools, the tests' template database
 * and the benches all open the database with this one list (docs/decisions.md#context-owned-data).
 * A context with tables of its own adds its list here; shop-migrations.spec.ts fails if one is left out.
 */
export const shopMigrations = inTimestampOrder(
  platformMigrations,
  identityMigrations,
  catalogMigrations,
  addressesMigrations,
  cartMigrations,
  orderingMigrations,
  notificationsMigrations,
  paymentsMigrations,
  auditMigrations,
  stockMigrations,
);

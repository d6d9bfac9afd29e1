import { fileURLToPath } from 'node:url';
import { apiSpecFiles } from './batches/spec-batches.mjs';

// The API specs that `npm test` runs on the embedded engine (PGlite) as well as on PostgreSQL
// (docs/decisions.md#engine-parity). Every spec runs on PostgreSQL; one is listed here when what it checks
// goes through something the two engines do differently:
//   1. the event store: commit order and marks, processors, projections, rebuild, upcasting;
//   2. the database's own life: migrations, the data directory, read-only opening, durability, shutdown;
//   3. transactions that race on the same rows or stream (PGlite serialises them on one connection);
//   4. the commands spawned against a database (a second process opening the embedded engine);
//   5. SQL whose answer depends on the engine's storage or planner (erasure's relation files, the audit
//      index, health's oldest transaction), the search's extensions (pg_trgm, fuzzystrmatch, unaccent), and the money
//      invariants checked in SQL.
// A spec that skips itself on PGlite (describe.skip) is not listed. Paths are from apps/api.
export const ENGINE_PARITY_SPECS = [
  // 1. event store
  'test/platform/event-store/*.spec.ts',
  'test/platform/processor-health/*.spec.ts',
  'test/platform/rows-in-batches.spec.ts',
  'test/notifications/admin-order-feed.spec.ts',
  // 2. the database's life
  'test/platform/health.spec.ts',
  'test/platform/durability.spec.ts',
  'test/platform/read-only-database.spec.ts',
  'test/platform/client-hang-up.spec.ts',
  'test/platform/embedded-reconnect.spec.ts',
  'test/notifications/shutdown.spec.ts',
  'src/platform/database/*.spec.ts',
  'test/ordering/order-hindi-names.spec.ts',
  // 3. racing transactions
  'test/ordering/place-order.spec.ts',
  'test/ordering/order-numbers.spec.ts',
  'test/cart/cart.spec.ts',
  'test/addresses/default-address.spec.ts',
  'test/payments/sandbox-payments.spec.ts',
  'test/security/auth-last-admin.spec.ts',
  'test/security/auth-rate-limit.spec.ts',
  'test/security/login-lockout.spec.ts',
  'test/identity/otp-login.spec.ts',
  'test/identity/otp-accounts.spec.ts',
  'test/security/erasure-rules.spec.ts',
  'test/stock/stock-orders.spec.ts',
  'test/stock/stock-invariants.spec.ts',
  'test/stock/stock-reservations-migration.spec.ts',
  'test/stock/reserve-at-commit.spec.ts',
  'test/stock/pick-at-commit.spec.ts',
  'test/ordering/packing.spec.ts',
  // 4. spawned commands
  'test/commands/readme-commands.spec.ts',
  'test/commands/rebuild-commands.spec.ts',
  'test/commands/rebuild-newer-event.spec.ts',
  'test/commands/tamper-evidence.spec.ts',
  'test/commands/tools-context.spec.ts',
  'test/audit/audit-cli.spec.ts',
  'test/identity/user-create.spec.ts',
  // 5. storage, planner and money
  'test/identity/erasure.spec.ts',
  'test/audit/payment-order-index.spec.ts',
  'test/payments/money-invariants.spec.ts',
  'test/payments/money-saga.spec.ts',
  'test/catalog/search-products.spec.ts',
  'test/catalog/hindi-catalog.spec.ts',
];

const asRegExp = (glob) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);

/** The spec files (paths from apps/api, forward slashes) that the PGlite run covers. */
export const engineParityFiles = (specFiles) => specFiles.filter((file) => ENGINE_PARITY_SPECS.some((glob) => asRegExp(glob).test(file)));

// A spec moved or renamed must not drop out of the PGlite run unnoticed: every entry has to match a file.
const specs = apiSpecFiles(fileURLToPath(new URL('..', import.meta.url)));
const unmatched = ENGINE_PARITY_SPECS.filter((glob) => !specs.some((file) => asRegExp(glob).test(file)));
if (unmatched.length) throw new Error(`apps/api/test/engine-parity.mjs names specs that no longer exist: ${unmatched.join(', ')}`);

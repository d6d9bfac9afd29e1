import type { MigrationList } from '../../platform/database/migration-list.js';
import { PaymentOrderIndex1763870000000 } from './1763870000000-payment-order-index.js';
import { OrderNumberIndex1763980100000 } from './1763980100000-order-number-index.js';
import { MoneyTakenOff1763990200000 } from './1763990200000-money-taken-off.js';

/** What the audit's queries need of the log (the payment-order and order-number indexes) and of the money ledger, oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const auditMigrations: MigrationList = [PaymentOrderIndex1763870000000, OrderNumberIndex1763980100000, MoneyTakenOff1763990200000];

import type { MigrationList } from '../../platform/database/migration-list.js';
import { PaymentOrderIndex1763870000000 } from './1763870000000-payment-order-index.js';

/** What the audit's queries need of the log (the payment-order index), oldest first. The shop runs them with every other context's (src/shop-migrations.ts). */
export const auditMigrations: MigrationList = [PaymentOrderIndex1763870000000];

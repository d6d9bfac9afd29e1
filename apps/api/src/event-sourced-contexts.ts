import { AuditModule } from './audit/index.js';
import { CartModule } from './cart/index.js';
import { NotificationsModule } from './notifications/index.js';
import { OrderingModule } from './ordering/index.js';
import { PaymentsModule } from './payments/index.js';
import { StockModule } from './stock/index.js';

/**
 * The contexts that register stream models, inline projections, processors or jobs with the event store
 * (audit: the money ledger; stock: stock_view).
 * The shop (AppModule) and its command-line tools (cli/tools.module.ts) both load this one list, so a
 * rebuild or an audit knows every stream type and read model the shop writes. A context that starts
 * registering any of them belongs here.
 */
export const eventSourcedContexts = [CartModule, OrderingModule, PaymentsModule, NotificationsModule, AuditModule, StockModule];

import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, StreamModels } from '../platform/event-store/index.js';
import { EventFeedController } from './event-feed/event-feed.controller.js';
import { moneyLedgerProjection } from './money/money-ledger.projection.js';
import { MoneyReportController } from './money/money-report.controller.js';
import { OrderAtController } from './order-at/order-at.controller.js';
import { OrderAtReader } from './order-at/order-at.reader.js';
import { StateAtController } from './state-at/state-at.controller.js';
import { StreamHistoryController } from './stream-history/stream-history.controller.js';
import { AUDIT_ACCESS_STREAM_TYPE, auditAccessModel } from './unmask-order/order-unmasked.events.js';
import { UnmaskOrderController } from './unmask-order/unmask-order.controller.js';

/** Read-only views of the log for admins and auditors: histories, states at a moment (orders with their payments), the global feed. */
@Module({
  controllers: [StreamHistoryController, StateAtController, OrderAtController, UnmaskOrderController, EventFeedController, MoneyReportController],
  providers: [OrderAtReader],
})
export class AuditModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
  ) {}

  onModuleInit(): void {
    this.projections.register(moneyLedgerProjection);
    this.models.register(AUDIT_ACCESS_STREAM_TYPE, auditAccessModel);
  }
}

import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '../platform/event-store/index.js';
import { EventFeedController } from './event-feed/event-feed.controller.js';
import { moneyLedgerProjection } from './money/money-ledger.projection.js';
import { MoneyReportController } from './money/money-report.controller.js';
import { OrderAtController } from './order-at/order-at.controller.js';
import { StateAtController } from './state-at/state-at.controller.js';
import { StreamHistoryController } from './stream-history/stream-history.controller.js';

/** Read-only views of the log for admins and auditors: histories, states at a moment (orders with their payments), the global feed. */
@Module({ controllers: [StreamHistoryController, StateAtController, OrderAtController, EventFeedController, MoneyReportController] })
export class AuditModule implements OnModuleInit {
  constructor(@Inject(InlineProjections) private readonly projections: InlineProjections) {}

  onModuleInit(): void {
    this.projections.register(moneyLedgerProjection);
  }
}

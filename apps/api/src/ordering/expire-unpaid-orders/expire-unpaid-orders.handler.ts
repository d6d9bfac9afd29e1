import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PaymentJobs } from '../../payments/index.js';
import { EventStore } from '../../platform/event-store/index.js';
import { orderModel } from '../order.decider.js';
import { orderStream } from '../order.events.js';
import { expireUnpaid } from '../order-money.decider.js';
import { givesBackStock } from '../order-stock.js';
import { ExpireUnpaidOrdersCommand } from './expire-unpaid-orders.command.js';

/**
 * Cancels CARD and UPI orders whose payment never came (ORDER_PAYMENT_EXPIRY, default 15 minutes):
 * their open attempt is asked about once more first, so a capture whose notification is late wins over
 * the expiry. The saga then closes the attempts; a capture after that is refunded.
 */
@CommandHandler(ExpireUnpaidOrdersCommand)
export class ExpireUnpaidOrdersHandler implements ICommandHandler<ExpireUnpaidOrdersCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PaymentJobs) private readonly payments: PaymentJobs,
  ) {}

  async execute({ now, expiryMs }: ExpireUnpaidOrdersCommand): Promise<number> {
    const due: { order_id: string }[] = await this.db.query(
      `SELECT order_id FROM orders_view WHERE status = 'pending_payment' AND placed_at <= $1 ORDER BY placed_at LIMIT 100`,
      [new Date(now.getTime() - expiryMs)],
    );
    let expired = 0;
    for (const { order_id } of due) {
      const orderId = order_id.trim();
      await this.payments.reconcileOrder(orderId);
      const stream = orderStream(orderId);
      expired += await this.store.transaction(async (session) => {
        const { state, version } = await session.load(stream, orderModel);
        const events = expireUnpaid({ now, expiryMinutes: expiryMs / 60_000 }, state);
        const correlation = state.correlationId ? { correlationId: state.correlationId } : {};
        const metadata = { actorId: null, role: 'system', causationId: 'job:expire-unpaid-orders', ...correlation };
        await givesBackStock(session, state, events, metadata, () => session.append(stream, version, events, metadata));
        return events.length;
      }, { streamIds: [stream.streamId], loads: [stream] });
    }
    return expired;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inSqlTransaction, type SqlClient } from '../platform/database/sql-transaction.js';
import { AppendNotifier } from '../platform/event-store/append-notifier.js';
import { type EventMetadata, EventSession, InlineProjections, Upcasters } from '../platform/event-store/index.js';
import { withTransientRetry } from '../platform/event-store/transient-retry.js';
import { type PaymentOutcome, paymentModel, settlePayment } from './payment.decider.js';
import { type PaymentStartedData, paymentStreamOf } from './payment.events.js';
import { findPayment, findPaymentsOfOrder, type PaymentRow } from './payment.view.js';

export interface Settlement {
  paymentId: string;
  provider: string;
  providerEventId: string;
  outcome: PaymentOutcome;
  reason?: string;
}

/**
 * The payment stream's writes. Each runs in one transaction that takes the stream lock first, then
 * (for settlements) records the provider's event id under its unique key, so a replayed or concurrent
 * duplicate delivery changes nothing (shared notes §3.3: dedupe in the same transaction as the change).
 */
@Injectable()
export class PaymentLog {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(AppendNotifier) private readonly notifier: AppendNotifier,
  ) {}

  /** Appends PaymentStarted unless the order already has an open payment, which is returned instead. */
  async start(started: PaymentStartedData, metadata: EventMetadata): Promise<PaymentRow> {
    return this.run(async (tx, session) => {
      // One lock per order (not a stream: advisory only) makes "at most one open payment" race-free.
      await session.lock([`payments-of-order-${started.orderId}`, paymentStreamOf(started.paymentId).streamId]);
      const open = (await findPaymentsOfOrder(tx, started.orderId)).find((row) => row.status === 'pending');
      if (open) return open;
      await session.append(paymentStreamOf(started.paymentId), 'no_stream', [{ type: 'PaymentStarted', data: started }], metadata);
      return (await findPayment(tx, started.paymentId))!;
    });
  }

  /** Records a provider's verdict once: `duplicate` when this provider event id was seen before. */
  async settle(settlement: Settlement, metadata: EventMetadata): Promise<{ duplicate: boolean; payment: PaymentRow }> {
    return this.run(async (tx, session) => {
      const stream = paymentStreamOf(settlement.paymentId);
      await session.lock([stream.streamId]);
      const fresh: unknown[] = await tx.query(
        `INSERT INTO payment_provider_events (provider, event_id, payment_id) VALUES ($1, $2, $3)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
        [settlement.provider, settlement.providerEventId, settlement.paymentId],
      );
      const { state, version } = await session.load(stream, paymentModel);
      const events = settlePayment(state, settlement.outcome, settlement.providerEventId, settlement.reason);
      if (fresh.length > 0 && events.length > 0) await session.append(stream, version, events, metadata);
      return { duplicate: fresh.length === 0, payment: (await findPayment(tx, settlement.paymentId))! };
    });
  }

  private async run<T>(work: (tx: SqlClient, session: EventSession) => Promise<T>): Promise<T> {
    let recorded = 0;
    const result = await withTransientRetry(() =>
      inSqlTransaction(this.db, async (tx) => {
        const session = new EventSession(tx, this.upcasters, this.projections);
        const value = await work(tx, session);
        recorded = session.recorded.length;
        return value;
      }),
    );
    if (recorded > 0) this.notifier.notify();
    return result;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { type EventMetadata, EventStore } from '../platform/event-store/index.js';
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
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  /** Appends PaymentStarted unless the order already has an open payment, which is returned instead. */
  async start(started: PaymentStartedData, metadata: EventMetadata): Promise<PaymentRow> {
    // One lock per order (not a stream: advisory only) makes "at most one open payment" race-free.
    const locks = { streamIds: [`payments-of-order-${started.orderId}`, paymentStreamOf(started.paymentId).streamId] };
    return this.store.transaction(async (session) => {
      const open = (await findPaymentsOfOrder(session.tx, started.orderId)).find((row) => row.status === 'pending');
      if (open) return open;
      await session.append(paymentStreamOf(started.paymentId), 'no_stream', [{ type: 'PaymentStarted', data: started }], metadata);
      return (await findPayment(session.tx, started.paymentId))!;
    }, locks);
  }

  /** Records a provider's verdict once: `duplicate` when this provider event id was seen before. */
  async settle(settlement: Settlement, metadata: EventMetadata): Promise<{ duplicate: boolean; payment: PaymentRow }> {
    const stream = paymentStreamOf(settlement.paymentId);
    return this.store.transaction(async (session) => {
      const fresh: unknown[] = await session.tx.query(
        `INSERT INTO payment_provider_events (provider, event_id, payment_id) VALUES ($1, $2, $3)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
        [settlement.provider, settlement.providerEventId, settlement.paymentId],
      );
      const { state, version } = await session.load(stream, paymentModel);
      const events = settlePayment(state, settlement.outcome, settlement.providerEventId, settlement.reason);
      if (fresh.length > 0 && events.length > 0) await session.append(stream, version, events, metadata);
      return { duplicate: fresh.length === 0, payment: (await findPayment(session.tx, settlement.paymentId))! };
    }, { streamIds: [stream.streamId], loads: [stream] });
  }
}

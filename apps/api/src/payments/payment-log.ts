import { Inject, Injectable } from '@nestjs/common';
import { type EventMetadata, EventStore, StreamVersionConflictError } from '../platform/event-store/index.js';
import { type PaymentState, paymentModel, type ProviderOutcome, type RefundVerdict, settlePayment, settleRefund, submitRefund } from './payment.decider.js';
export type { RefundVerdict } from './payment.decider.js';
import type { PaymentEvent } from './payment.events.js';
import { paymentStreamOf } from './payment.events.js';
import { openPayment } from './payment.decider.js';

export interface Settlement extends ProviderOutcome {
  paymentId: string;
  provider: string;
}

/**
 * The payment stream's writes that answer the provider: each in one transaction that takes the
 * stream lock first. A provider's notification is recorded under its event id's unique key in the
 * same transaction, so a replayed or concurrent duplicate changes nothing (shared notes, money.md).
 * Every event carries the checkout's correlation id and what caused it.
 */
@Injectable()
export class PaymentLog {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  load(paymentId: string): Promise<{ state: PaymentState; version: number }> {
    return this.store.load(paymentStreamOf(paymentId), paymentModel);
  }

  /**
   * Records that the provider holds the payment. Written against the version that was read before the
   * provider was called (no transaction is held over HTTP): if another instance recorded it meanwhile,
   * its provider order is the one the page shows, and this one is never paid.
   */
  async opened(paymentId: string, readAt: { state: PaymentState; version: number }, providerReference: string, causationId: string): Promise<boolean> {
    const events = openPayment(readAt.state, providerReference);
    if (events.length === 0) return false;
    try {
      await this.store.append(paymentStreamOf(paymentId), readAt.version, events, this.metadataOf(readAt.state, causationId));
      return true;
    } catch (error) {
      if (error instanceof StreamVersionConflictError) return false;
      throw error;
    }
  }

  /** Records a provider's verdict once: `duplicate` when this provider event id was seen before. */
  async settle(settlement: Settlement, metadata: EventMetadata): Promise<{ duplicate: boolean; state: PaymentState }> {
    const stream = paymentStreamOf(settlement.paymentId);
    return this.store.transaction(async (session) => {
      const fresh: unknown[] = await session.tx.query(
        `INSERT INTO payment_provider_events (provider, event_id, payment_id) VALUES ($1, $2, $3)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
        [settlement.provider, settlement.providerEventId, settlement.paymentId],
      );
      const { state, version } = await session.load(stream, paymentModel);
      const events = settlePayment(state, settlement);
      if (fresh.length > 0 && events.length > 0) {
        await session.append(stream, version, events, { ...this.metadataOf(state, `provider:${settlement.providerEventId}`), ...metadata });
      }
      return { duplicate: fresh.length === 0, state: session.stateOf<PaymentState>(stream.streamId) ?? state };
    }, { streamIds: [stream.streamId], loads: [stream] });
  }

  /** The provider accepted a refund and will say how it ends. */
  async submitted(paymentId: string, refundId: string, providerRefundId: string, causationId: string): Promise<void> {
    await this.decideOn(paymentId, (state) => submitRefund(state, refundId, providerRefundId), causationId);
  }

  /**
   * A refund's outcome, from the provider's answer, its notification or a reconciliation: recorded
   * once. A notification's event id is kept in the same transaction (`duplicate` when seen before).
   */
  refundSettled(paymentId: string, refundId: string, verdict: RefundVerdict, causationId: string, notification?: { provider: string; eventId: string }): Promise<{ duplicate: boolean }> {
    return this.decideOn(paymentId, (state) => settleRefund(state, refundId, verdict), causationId, notification);
  }

  private async decideOn(
    paymentId: string,
    decide: (state: PaymentState) => PaymentEvent[],
    causationId: string,
    notification?: { provider: string; eventId: string },
  ): Promise<{ duplicate: boolean }> {
    const stream = paymentStreamOf(paymentId);
    return this.store.transaction(async (session) => {
      if (notification) {
        const fresh: unknown[] = await session.tx.query(
          `INSERT INTO payment_provider_events (provider, event_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
          [notification.provider, notification.eventId, paymentId],
        );
        if (fresh.length === 0) return { duplicate: true };
      }
      const { state, version } = await session.load(stream, paymentModel);
      const events = decide(state);
      if (events.length > 0) await session.append(stream, version, events, this.metadataOf(state, causationId));
      return { duplicate: false };
    }, { streamIds: [stream.streamId], loads: [stream] });
  }

  private metadataOf(state: PaymentState, causationId: string): EventMetadata {
    return { actorId: null, role: 'system', causationId, ...(state.correlationId ? { correlationId: state.correlationId } : {}) };
  }
}

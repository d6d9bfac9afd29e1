import type { CommandBus } from '@nestjs/cqrs';
import { carryOutPaymentCommands } from '../../payments/index.js';
import { paymentStreamOf } from '../../payments/index.js';
import type { SqlClient } from '../../platform/database/sql-transaction.js';
import type { EventMetadata, EventSession, EventStore, Processor, RecordedEvent } from '../../platform/event-store/index.js';
import { type OrderState, orderModel } from '../order.decider.js';
import { orderStream } from '../order.events.js';
import { type MoneyStep, onOrderCancelled, onPaymentCaptured, onPaymentFailed, onRefundSettled } from '../order-money.decider.js';

// The id the settlement processor had before it grew into the saga: its checkpoint carries on, so no
// settled payment is decided twice after an upgrade.
export const PAYMENT_SAGA_ID = 'ordering:payment-settlement';

const sagaEventTypes = ['PaymentSucceeded', 'PaymentFailed', 'OrderStatusChanged', 'RefundSucceeded', 'RefundFailed'] as const;

interface MoneyData {
  orderId: string;
  paymentId?: string;
  amountPaise: number;
  refundId: string;
  to: string;
}

/**
 * The payment saga (docs/decisions.md#payment-saga): reacts, exactly once and in commit order, to what
 * happens to an order's payments and to its cancellation, inside the processor's batch transaction. The
 * rules are the pure ones of order-money.decider.ts; this carries them out: the order's events and its
 * payments' commands (void, refund) commit with the checkpoint.
 */
export function paymentSagaProcessor(store: EventStore, commands: CommandBus): Processor {
  return {
    id: PAYMENT_SAGA_ID,
    eventTypes: sagaEventTypes,
    batchSize: 50,
    async process(tx: SqlClient, events: readonly RecordedEvent[]) {
      const relevant = events.filter((e) => e.type !== 'OrderStatusChanged' || (e.data as MoneyData).to === 'cancelled');
      if (relevant.length === 0) return;
      const session = store.sessionFor(tx);
      // Every lock before the first write: the orders, then every attempt they and the events name.
      const orderIds = [...new Set(relevant.map((e) => (e.data as MoneyData).orderId))];
      await session.lock(orderIds.map((orderId) => orderStream(orderId).streamId));
      const paymentIds = new Set(relevant.flatMap((e) => ((e.data as MoneyData).paymentId ? [(e.data as MoneyData).paymentId as string] : [])));
      for (const orderId of orderIds) (await session.load(orderStream(orderId), orderModel)).state.attempts.forEach((id) => paymentIds.add(id));
      await session.lock([...paymentIds].map((paymentId) => paymentStreamOf(paymentId).streamId));

      for (const event of relevant) {
        const { orderId } = event.data as MoneyData;
        const order = await session.load(orderStream(orderId), orderModel);
        const step = react(order.state, event);
        if (step.order.length === 0 && step.payments.length === 0) continue;
        const correlationId = (event.metadata.correlationId as string | undefined) ?? order.state.correlationId;
        const metadata: EventMetadata = { actorId: null, role: 'system', causationId: event.eventId, ...(correlationId ? { correlationId } : {}) };
        await carryOut(session, commands, orderId, order.version, step, metadata);
      }
    },
  };
}

function react(order: OrderState, event: RecordedEvent): MoneyStep {
  const data = event.data as MoneyData;
  switch (event.type) {
    case 'PaymentSucceeded':
      return onPaymentCaptured(order, { paymentId: data.paymentId as string, amountPaise: data.amountPaise });
    case 'PaymentFailed':
      return onPaymentFailed(order, data.paymentId as string);
    case 'OrderStatusChanged':
      return onOrderCancelled(order);
    default:
      return onRefundSettled(order, { paymentId: data.paymentId as string, refundId: data.refundId, outcome: event.type === 'RefundSucceeded' ? 'succeeded' : 'failed' });
  }
}

/** The order's events and its payments' commands, in the caller's transaction (the streams are locked). */
export async function carryOut(session: EventSession, commands: CommandBus, orderId: string, orderVersion: number, step: MoneyStep, metadata: EventMetadata): Promise<void> {
  if (step.order.length > 0) await session.append(orderStream(orderId), orderVersion, step.order, metadata);
  await carryOutPaymentCommands(commands, session, step.payments, metadata);
}

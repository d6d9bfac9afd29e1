import type { SqlClient } from '../platform/database/sql-transaction.js';
import type { EventStore, Processor, RecordedEvent } from '../platform/event-store/index.js';
import { orderModel, settlePayment } from './order.decider.js';
import { orderStream } from './order.events.js';

/**
 * Moves orders when their payments settle (PaymentSucceeded, PaymentFailed), inside the processor's
 * batch transaction: the order's events and the checkpoint commit together, exactly once.
 */
export function paymentSettlementProcessor(store: EventStore): Processor {
  return {
    id: 'ordering:payment-settlement',
    eventTypes: ['PaymentSucceeded', 'PaymentFailed'],
    batchSize: 100,
    async process(tx: SqlClient, events: readonly RecordedEvent[]) {
      const session = store.sessionFor(tx);
      const orderIds = [...new Set(events.map((event) => (event.data as { orderId: string }).orderId))];
      await session.lock(orderIds.map((orderId) => orderStream(orderId).streamId));
      for (const event of events) {
        const { orderId, paymentId } = event.data as { orderId: string; paymentId: string };
        const order = await session.load(orderStream(orderId), orderModel);
        const decided = settlePayment(order.state, event.type === 'PaymentSucceeded' ? 'succeeded' : 'failed');
        if (decided.length > 0) {
          await session.append(orderStream(orderId), order.version, decided, { actorId: null, role: 'system', causationId: event.eventId, paymentId });
        }
      }
    },
  };
}

import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Payments, paymentStreamOf } from '../../payments/index.js';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import { EventStore } from '../../platform/event-store/index.js';
import { isObjectId, newObjectId } from '../../platform/ids/object-id.js';
import { orderModel, orderNotFound } from '../order.decider.js';
import { orderStream } from '../order.events.js';
import { asHttpRefusal, commandMetadata } from '../order-commands.js';
import { retryPayment } from '../order-money.decider.js';
import { OrderReader } from '../order-reader.js';

export interface PaymentPage {
  orderId: string;
  paymentUrl: string;
}

/**
 * "Pay" or "Retry Payment" on an order that still waits for its money: the open attempt's page if it
 * has one (a second click opens nothing new), else a new attempt after a failed one. The old attempt's
 * page no longer takes money, so two attempts can never both be paid (one would be refunded anyway).
 */
@Injectable()
export class RetryPaymentHandler {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Payments) private readonly payments: Payments,
    @Inject(OrderReader) private readonly orders: OrderReader,
  ) {}

  async retry(customer: AuthenticatedUser, orderId: string): Promise<PaymentPage> {
    if (!isObjectId(orderId)) throw new NotFoundException('Order not found');
    await this.orders.get(customer, orderId);
    const open = await this.orders.payableAttemptOf(orderId);
    if (open) return { orderId, paymentUrl: this.payments.pageUrlOf(open) };
    const paymentId = newObjectId();
    const stream = orderStream(orderId);
    await asHttpRefusal(() =>
      this.store.transaction(async (session) => {
        const { state, version } = await session.load(stream, orderModel);
        if (!state.placed || state.placed.customerId !== customer.id) throw orderNotFound();
        const metadata = commandMetadata(customer, state, 'retry-payment');
        const attempted = retryPayment(state, paymentId);
        const { method, grandTotalPaise } = { method: state.placed.paymentMethod as 'CARD' | 'UPI', grandTotalPaise: state.placed.grandTotalPaise };
        await session.append(stream, version, attempted, metadata);
        await this.payments.request(session, { paymentId, orderId, method, amountPaise: grandTotalPaise, customerId: customer.id }, metadata);
      }, { streamIds: [stream.streamId, paymentStreamOf(paymentId).streamId] }),
    );
    await this.payments.open(paymentId);
    return { orderId, paymentUrl: this.payments.pageUrlOf(paymentId) };
  }
}

import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { OpenPaymentCommand, PaymentPageUrlQuery, paymentStreamOf, RequestPaymentCommand } from '../../payments/index.js';
import { EventStore } from '../../platform/event-store/index.js';
import { isObjectId, newObjectId } from '../../platform/ids/object-id.js';
import { orderModel, orderNotFound } from '../order.decider.js';
import { type OrderPlacedData, orderStream } from '../order.events.js';
import { commandMetadata } from '../order-changes.js';
import { GetOrderQuery } from '../order-detail/get-order.query.js';
import { retryPayment } from '../order-money.decider.js';
import { PayableAttempts } from '../payable-attempts.js';
import { type PaymentPage, RetryPaymentCommand } from './retry-payment.command.js';

/**
 * "Pay" or "Retry Payment" on an order that still waits for its money: the open attempt's page if it
 * has one (a second click opens nothing new), else a new attempt after a failed one. The old attempt's
 * page no longer takes money, so two attempts can never both be paid (one would be refunded anyway).
 */
@CommandHandler(RetryPaymentCommand)
export class RetryPaymentHandler implements ICommandHandler<RetryPaymentCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PayableAttempts) private readonly payable: PayableAttempts,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ customer, orderId }: RetryPaymentCommand): Promise<PaymentPage> {
    if (!isObjectId(orderId)) throw orderNotFound();
    // Someone else's order is not found before anything about its payments is told.
    await this.queries.execute(new GetOrderQuery(customer, orderId));
    const open = await this.payable.of(orderId);
    if (open) return { orderId, paymentUrl: await this.queries.execute(new PaymentPageUrlQuery(open)) };
    const paymentId = newObjectId();
    const stream = orderStream(orderId);
    await this.store.transaction(async (session) => {
      const { state, version } = await session.load(stream, orderModel);
      const attempted = retryPayment({ paymentId, customerId: customer.id }, state);
      const metadata = commandMetadata(customer, state, 'retry-payment');
      // retryPayment refused an order never placed, so this one was.
      const { paymentMethod, grandTotalPaise } = state.placed as OrderPlacedData;
      await session.append(stream, version, attempted, metadata);
      await this.commands.execute(new RequestPaymentCommand(session, { paymentId, orderId, method: paymentMethod as 'CARD' | 'UPI', amountPaise: grandTotalPaise, customerId: customer.id }, metadata));
    }, { streamIds: [stream.streamId, paymentStreamOf(paymentId).streamId], loads: [stream] });
    await this.commands.execute(new OpenPaymentCommand(paymentId));
    return { orderId, paymentUrl: await this.queries.execute(new PaymentPageUrlQuery(paymentId)) };
  }
}

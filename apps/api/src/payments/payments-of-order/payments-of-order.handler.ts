import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { findPaymentsOfOrder, findRefundsOfOrder, type PaymentView, toPaymentView } from '../payment.view.js';
import { PaymentsOfOrderQuery } from './payments-of-order.query.js';

@QueryHandler(PaymentsOfOrderQuery)
export class PaymentsOfOrderHandler implements IQueryHandler<PaymentsOfOrderQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ orderId }: PaymentsOfOrderQuery): Promise<PaymentView[]> {
    const [payments, refunds] = await Promise.all([findPaymentsOfOrder(this.db, orderId), findRefundsOfOrder(this.db, orderId)]);
    return payments.map((row) => toPaymentView(row, refunds));
  }
}

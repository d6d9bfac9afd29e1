import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { paymentNotFound } from '../payment.decider.js';
import { findPayment, findRefundsOfOrder, type PaymentView, toPaymentView } from '../payment.view.js';
import { GetPaymentQuery } from './get-payment.query.js';

@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ viewer, paymentId }: GetPaymentQuery): Promise<PaymentView> {
    const row = /^[0-9a-f]{24}$/.test(paymentId) ? await findPayment(this.db, paymentId) : null;
    // Someone else's payment is answered like a missing one: its existence is not disclosed.
    if (!row || (viewer.role === 'customer' && row.customer_id !== viewer.id)) throw paymentNotFound();
    return toPaymentView(row, await findRefundsOfOrder(this.db, row.order_id));
  }
}

import { Query } from '@nestjs/cqrs';
import type { PaymentView } from '../payment.view.js';

/** Every payment of an order with its refunds, oldest first (the order's page and its open attempt). */
export class PaymentsOfOrderQuery extends Query<PaymentView[]> {
  constructor(readonly orderId: string) {
    super();
  }
}

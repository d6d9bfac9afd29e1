import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Payments } from '../payments/index.js';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { OrderPayments } from './order-payments.js';
import { findOrder } from './orders.queries.js';

/** Starts (or resumes) the order's payment with the configured provider, for the order's own total. */
@Injectable()
export class ProviderOrderPayments extends OrderPayments {
  constructor(
    @Inject(Payments) private readonly payments: Payments,
    @Inject(DataSource) private readonly db: DataSource,
  ) {
    super();
  }

  async paymentUrlFor(orderId: string, customer: AuthenticatedUser): Promise<string> {
    const order = await findOrder(this.db, orderId);
    if (!order || order.customer_id.trim() !== customer.id) throw new NotFoundException('Order not found');
    const method = order.payment_method === 'CARD' ? 'CARD' : 'UPI';
    const started = await this.payments.startPayment({
      orderId,
      amountPaise: order.grand_total_paise,
      method,
      customer: { id: customer.id, name: customer.name, phone: customer.phone },
    });
    return started.paymentUrl;
  }
}

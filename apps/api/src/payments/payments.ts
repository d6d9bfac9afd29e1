import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newObjectId } from '../platform/ids/object-id.js';
import type { PaymentMethodOnline } from './payment.events.js';
import { PaymentLog } from './payment-log.js';
import { type PayingCustomer, PaymentProvider } from './payment-provider.js';
import { findPaymentsOfOrder, type PaymentView, toPaymentView } from './payment.view.js';

export interface StartPayment {
  orderId: string;
  amountPaise: number;
  method: PaymentMethodOnline;
  customer: PayingCustomer;
}

/** What the ordering context calls: start (or resume) an order's online payment, and read its payments. */
@Injectable()
export class Payments {
  constructor(
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    @Inject(PaymentLog) private readonly log: PaymentLog,
    @Inject(DataSource) private readonly db: DataSource,
  ) {}

  /**
   * Appends PaymentStarted and returns where to send the shopper. While the order has an open
   * payment, that one is returned (a repeated placement or double click never opens a second).
   */
  async startPayment({ orderId, amountPaise, method, customer }: StartPayment): Promise<{ paymentId: string; paymentUrl: string }> {
    if (!Number.isInteger(amountPaise) || amountPaise <= 0) throw new RangeError(`amountPaise must be a positive whole number, got ${amountPaise}`);
    const open = (await findPaymentsOfOrder(this.db, orderId)).find((row) => row.status === 'pending');
    if (open) return { paymentId: open.payment_id, paymentUrl: this.provider.pageUrl(open.payment_id) };
    const paymentId = newObjectId();
    // The provider is called outside the transaction: an HTTP call must not hold the database (PGlite has one connection).
    const { providerReference, paymentUrl } = await this.provider.startPayment({ paymentId, orderId, amountPaise, method, customer });
    const row = await this.log.start(
      { paymentId, orderId, method, amountPaise, provider: this.provider.name, providerReference, customerId: customer.id },
      { actorId: customer.id, role: 'customer' },
    );
    // A concurrent start won the race: its payment is the open one (our provider order is never paid).
    if (row.payment_id !== paymentId) return { paymentId: row.payment_id, paymentUrl: this.provider.pageUrl(row.payment_id) };
    return { paymentId, paymentUrl };
  }

  /** Every payment of an order, oldest first. */
  async paymentsOf(orderId: string): Promise<PaymentView[]> {
    return (await findPaymentsOfOrder(this.db, orderId)).map(toPaymentView);
  }
}

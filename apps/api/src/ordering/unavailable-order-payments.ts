import { ServiceUnavailableException } from '@nestjs/common';
import { OrderPayments } from './order-payments.js';

/** Until a payment provider is wired in, CARD and UPI orders are kept and say plainly they cannot be paid yet. */
export class UnavailableOrderPayments extends OrderPayments {
  async paymentUrlFor(): Promise<string> {
    throw new ServiceUnavailableException('Card and UPI payments are not available yet. Your order is saved; please choose Cash on Delivery.');
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { paymentMethodsTaken, type ResolvedPaymentSettings } from '../payment-settings.js';
import { PAYMENT_SETTINGS } from '../payment-settings.token.js';
import { PaymentMethodsQuery } from './payment-methods.query.js';
import type { PaymentMethodsView } from './payment-methods.view.js';

@QueryHandler(PaymentMethodsQuery)
export class PaymentMethodsHandler implements IQueryHandler<PaymentMethodsQuery> {
  constructor(@Inject(PAYMENT_SETTINGS) private readonly settings: ResolvedPaymentSettings) {}

  async execute(): Promise<PaymentMethodsView> {
    return { methods: [...paymentMethodsTaken(this.settings)], provider: this.settings.provider };
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PaymentProvider } from '../payment-provider.js';
import { PaymentPageUrlQuery } from './payment-page-url.query.js';

@QueryHandler(PaymentPageUrlQuery)
export class PaymentPageUrlHandler implements IQueryHandler<PaymentPageUrlQuery> {
  constructor(@Inject(PaymentProvider) private readonly provider: PaymentProvider) {}

  async execute({ paymentId }: PaymentPageUrlQuery): Promise<string> {
    return this.provider.pageUrl(paymentId);
  }
}

import { Query } from '@nestjs/cqrs';

/** Where the shopper pays an attempt: the provider's hosted page (its address carries an unguessable key). */
export class PaymentPageUrlQuery extends Query<string> {
  constructor(readonly paymentId: string) {
    super();
  }
}

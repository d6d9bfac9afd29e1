import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { PaymentView } from '../payment.view.js';

/** One payment with its order's refunds: its owner, admins and auditors only. */
export class GetPaymentQuery extends Query<PaymentView> {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly paymentId: string,
  ) {
    super();
  }
}

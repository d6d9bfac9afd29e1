import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { OneOrder } from './one-order.js';

export class GetOrderQuery extends Query<OneOrder> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly orderId: string,
  ) {
    super();
  }
}

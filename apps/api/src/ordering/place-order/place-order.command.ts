import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { PlaceOrderBody, PlaceOrderResult } from './place-order.dto.js';

export class PlaceOrderCommand extends Command<PlaceOrderResult> {
  constructor(
    readonly customer: AuthenticatedUser,
    readonly body: PlaceOrderBody,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}

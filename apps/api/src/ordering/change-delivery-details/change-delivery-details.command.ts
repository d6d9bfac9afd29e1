import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class ChangeDeliveryDetailsCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly carrier: string,
    readonly trackingNumber: string,
    readonly admin: AuthenticatedUser,
  ) {
    super();
  }
}

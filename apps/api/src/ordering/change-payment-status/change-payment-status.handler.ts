import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changePaymentStatus } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { ChangePaymentStatusCommand } from './change-payment-status.command.js';

@CommandHandler(ChangePaymentStatusCommand)
export class ChangePaymentStatusHandler implements ICommandHandler<ChangePaymentStatusCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, to, admin }: ChangePaymentStatusCommand): Promise<void> {
    return this.orders.change(orderId, admin, 'change-payment-status', (state) => changePaymentStatus({ to }, state));
  }
}

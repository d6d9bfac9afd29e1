import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeStatus } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, to, admin }: ChangeOrderStatusCommand): Promise<void> {
    return this.orders.change(orderId, admin, 'change-order-status', (state) => changeStatus({ to }, state));
  }
}

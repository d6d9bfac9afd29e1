import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pickUp } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { PickUpOrderCommand } from './pick-up-order.command.js';

@CommandHandler(PickUpOrderCommand)
export class PickUpOrderHandler implements ICommandHandler<PickUpOrderCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, rider }: PickUpOrderCommand): Promise<void> {
    return this.orders.change(orderId, rider, 'pick-up-order', (state) => pickUp({ riderId: rider.id }, state));
  }
}

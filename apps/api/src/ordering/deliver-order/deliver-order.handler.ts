import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deliver } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { DeliverOrderCommand } from './deliver-order.command.js';

@CommandHandler(DeliverOrderCommand)
export class DeliverOrderHandler implements ICommandHandler<DeliverOrderCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, rider }: DeliverOrderCommand): Promise<void> {
    return this.orders.change(orderId, rider, 'deliver-order', (state) => deliver({ riderId: rider.id }, state));
  }
}

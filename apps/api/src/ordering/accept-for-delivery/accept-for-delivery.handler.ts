import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { acceptForDelivery } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { AcceptForDeliveryCommand } from './accept-for-delivery.command.js';

@CommandHandler(AcceptForDeliveryCommand)
export class AcceptForDeliveryHandler implements ICommandHandler<AcceptForDeliveryCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, rider }: AcceptForDeliveryCommand): Promise<void> {
    return this.orders.change(orderId, rider, 'accept-for-delivery', (state) => acceptForDelivery({ rider: { id: rider.id, name: rider.name } }, state));
  }
}

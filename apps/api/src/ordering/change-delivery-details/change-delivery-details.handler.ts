import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeDeliveryDetails } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { ChangeDeliveryDetailsCommand } from './change-delivery-details.command.js';

@CommandHandler(ChangeDeliveryDetailsCommand)
export class ChangeDeliveryDetailsHandler implements ICommandHandler<ChangeDeliveryDetailsCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, carrier, trackingNumber, admin }: ChangeDeliveryDetailsCommand): Promise<void> {
    return this.orders.change(orderId, admin, 'change-delivery-details', (state) => changeDeliveryDetails({ carrier, trackingNumber }, state));
  }
}

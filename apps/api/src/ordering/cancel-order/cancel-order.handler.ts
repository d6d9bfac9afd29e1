import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cancelByCustomer } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { CancelOrderCommand } from './cancel-order.command.js';

/** The customer's own cancel, allowed until the order is packed; anyone else's order is not found. */
@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(@Inject(OrderChanges) private readonly orders: OrderChanges) {}

  execute({ orderId, customer }: CancelOrderCommand): Promise<void> {
    return this.orders.change(orderId, customer, 'cancel-order', (state) => cancelByCustomer({ customerId: customer.id }, state));
  }
}

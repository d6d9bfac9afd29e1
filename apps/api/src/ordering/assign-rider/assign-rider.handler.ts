import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../identity/index.js';
import { assignRider } from '../order-progress.decider.js';
import { OrderChanges } from '../order-changes.js';
import { AssignRiderCommand } from './assign-rider.command.js';

/** Issue 9 item 5: the rider is looked up in identity's directory first, then the order's rules decide. */
@CommandHandler(AssignRiderCommand)
export class AssignRiderHandler implements ICommandHandler<AssignRiderCommand> {
  constructor(
    @Inject(OrderChanges) private readonly orders: OrderChanges,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  async execute({ orderId, riderId, admin }: AssignRiderCommand): Promise<void> {
    const rider = await this.users.find(riderId);
    if (!rider) throw new NotFoundException('Delivery user not found');
    if (rider.role !== 'delivery') throw new BadRequestException('Only a user with the delivery role can be assigned an order');
    await this.orders.change(orderId, admin, 'assign-rider', (state) => assignRider({ rider: { id: rider.id, name: rider.name } }, state));
  }
}

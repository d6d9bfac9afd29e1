import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shortLine } from '../packing/packing.decider.js';
import { PackingFloor } from '../packing/packing-floor.js';
import { ShortLineCommand } from './short-line.command.js';

/**
 * The refund of a prepaid order commits with the short line (the payment jobs send it at once); the
 * missing units go back to the shelf when the order is packed.
 */
@CommandHandler(ShortLineCommand)
export class ShortLineHandler implements ICommandHandler<ShortLineCommand> {
  constructor(@Inject(PackingFloor) private readonly floor: PackingFloor) {}

  execute({ orderId, productId, missing, packer }: ShortLineCommand): Promise<void> {
    return this.floor.change(orderId, packer, 'short-line', { decide: (state) => shortLine({ packerId: packer.id, productId, missing }, state) });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pickLine } from '../packing/packing.decider.js';
import { PackingFloor } from '../packing/packing-floor.js';
import { PickLineCommand } from './pick-line.command.js';

/** The tick is the order's record; the units leave the shelf when the order is packed (finish-packing). */
@CommandHandler(PickLineCommand)
export class PickLineHandler implements ICommandHandler<PickLineCommand> {
  constructor(@Inject(PackingFloor) private readonly floor: PackingFloor) {}

  execute({ orderId, productId, packer }: PickLineCommand): Promise<void> {
    return this.floor.change(orderId, packer, 'pick-line', { decide: (state) => pickLine({ packerId: packer.id, productId }, state) });
  }
}

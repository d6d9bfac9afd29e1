import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimForPacking } from '../packing/packing.decider.js';
import { PackingFloor } from '../packing/packing-floor.js';
import { ClaimPackingCommand } from './claim-packing.command.js';

@CommandHandler(ClaimPackingCommand)
export class ClaimPackingHandler implements ICommandHandler<ClaimPackingCommand> {
  constructor(@Inject(PackingFloor) private readonly floor: PackingFloor) {}

  execute({ orderId, packer }: ClaimPackingCommand): Promise<void> {
    return this.floor.change(orderId, packer, 'claim-packing', { decide: (state) => claimForPacking({ packer: { id: packer.id, name: packer.name } }, state) });
  }
}

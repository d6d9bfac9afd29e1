import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pickAtCommit, pickForOrder } from '../../stock/index.js';
import { finishPacking, shelfMovesOf, shelvesOfOrder } from '../packing/packing.decider.js';
import { PackingFloor } from '../packing/packing-floor.js';
import { FinishPackingCommand } from './finish-packing.command.js';

/**
 * Packed: in the same transaction each picked unit leaves its shelf (StockPicked) and a short line's missing
 * units are released, sent with the COMMIT where the shelves are as read (docs/decisions.md#pick-at-commit).
 */
@CommandHandler(FinishPackingCommand)
export class FinishPackingHandler implements ICommandHandler<FinishPackingCommand> {
  constructor(@Inject(PackingFloor) private readonly floor: PackingFloor) {}

  execute({ orderId, packer }: FinishPackingCommand): Promise<void> {
    return this.floor.change(orderId, packer, 'finish-packing', {
      decide: (state) => finishPacking({ packer: { id: packer.id, name: packer.name } }, state),
      shelves: (state) => shelvesOfOrder(state),
      afterAppend: (session, state, metadata) => pickForOrder(session, orderId, shelfMovesOf(state), metadata),
      atCommit: (session, state, metadata) => pickAtCommit(session, orderId, shelfMovesOf(state), metadata),
    });
  }
}

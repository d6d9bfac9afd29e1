import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ShelfChanges } from '../shelf-changes.js';
import { ReceiveStockCommand } from './receive-stock.command.js';

@CommandHandler(ReceiveStockCommand)
export class ReceiveStockHandler implements ICommandHandler<ReceiveStockCommand> {
  constructor(@Inject(ShelfChanges) private readonly shelves: ShelfChanges) {}

  execute({ productId, quantity, note, by }: ReceiveStockCommand): Promise<void> {
    return this.shelves.change(productId, by, (id) => ({ type: 'ReceiveStock', data: { productId: id, quantity, note, by: { id: by.id, name: by.name } } }));
  }
}

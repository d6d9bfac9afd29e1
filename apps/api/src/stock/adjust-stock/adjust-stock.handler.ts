import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ShelfChanges } from '../shelf-changes.js';
import { AdjustStockCommand } from './adjust-stock.command.js';

@CommandHandler(AdjustStockCommand)
export class AdjustStockHandler implements ICommandHandler<AdjustStockCommand> {
  constructor(@Inject(ShelfChanges) private readonly shelves: ShelfChanges) {}

  execute({ productId, change, reason, note, by }: AdjustStockCommand): Promise<void> {
    return this.shelves.change(productId, by, (id) => ({ type: 'AdjustStock', data: { productId: id, change, reason, note, by: { id: by.id, name: by.name } } }));
  }
}

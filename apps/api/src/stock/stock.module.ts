import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { InlineProjections, StreamModels } from '../platform/event-store/index.js';
import { AdjustStockController } from './adjust-stock/adjust-stock.controller.js';
import { AdjustStockHandler } from './adjust-stock/adjust-stock.handler.js';
import { InventoryController } from './inventory/inventory.controller.js';
import { InventoryHandler, InventoryItemHandler } from './inventory/inventory.handler.js';
import { StockUpdates } from './live/stock-updates.gateway.js';
import { ReceiveStockController } from './receive-stock/receive-stock.controller.js';
import { ReceiveStockHandler } from './receive-stock/receive-stock.handler.js';
import { ShelfChanges } from './shelf-changes.js';
import { StockHistoryController } from './stock-history/stock-history.controller.js';
import { StockHistoryHandler } from './stock-history/stock-history.handler.js';
import { stockModel } from './stock.decider.js';
import { stockViewProjection } from './stock-view.projection.js';

/**
 * Stock as events, one stream per product, projected into stock_view in the same transaction.
 * Ordering reserves and releases through index.ts's functions inside its own transactions; admins
 * receive and adjust through the inventory routes; pages watch products on `/stock`.
 */
@Module({
  imports: [CatalogModule],
  controllers: [InventoryController, ReceiveStockController, AdjustStockController, StockHistoryController],
  providers: [ShelfChanges, InventoryHandler, InventoryItemHandler, ReceiveStockHandler, AdjustStockHandler, StockHistoryHandler, StockUpdates],
})
export class StockModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
  ) {}

  onModuleInit(): void {
    this.projections.register(stockViewProjection);
    this.models.register('stock', stockModel);
  }
}

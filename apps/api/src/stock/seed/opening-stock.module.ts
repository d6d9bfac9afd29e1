import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/index.js';
import { SeedOpeningStock } from './seed-opening-stock.js';

/**
 * The opening stock, apart from StockModule: StockModule is loaded by the command-line tools too
 * (event-sourced-contexts.ts), and a tool must never seed. Only the shop (AppModule) imports this;
 * after CatalogModule, so the demo catalog is in before its shelves are stocked.
 */
@Module({ imports: [CatalogModule], providers: [SeedOpeningStock] })
export class OpeningStockModule {}

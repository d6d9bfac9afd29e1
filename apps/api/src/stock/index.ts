export { StockModule } from './stock.module.js';
export { OpeningStockModule } from './seed/opening-stock.module.js';
export { stockMigrations } from './migrations/index.js';
export { reserveAtCommit, shelfLevelsRead, shelfLevelsOf, ShelvesNeedLocks, isShelfShortAtCommit } from './reserve-at-commit.js';
export { pickAtCommit } from './pick-at-commit.js';
export { reserveForOrder, releaseForOrder, pickForOrder, pickRestForOrder, lockOrderShelves, OutOfStockRefusal, type OrderLine, type ShelfMoves, type ShortLine } from './order-stock.js';
export { stockDecider, stockModel, decideStock, evolveStock, availableOf, type StockState, type StockCommand } from './stock.decider.js';
export { stockStream, stockEventTypes, type StockEvent } from './stock.events.js';

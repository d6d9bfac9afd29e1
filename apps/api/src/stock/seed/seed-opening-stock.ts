import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductCatalog } from '../../catalog/index.js';
import { seedOnce } from '../../platform/database/seed-once.js';
import { EventStore } from '../../platform/event-store/index.js';
import { decideStock, emptyShelf } from '../stock.decider.js';
import { stockStream } from '../stock.events.js';
import { OPENING_STOCK_ACTOR, openingStock } from './opening-stock.js';
import { Sql } from '../../platform/database/sql-transaction.js';

/**
 * Stocks every product the shop has when stock begins, once per database (seedOnce): a new demo shop
 * (after the catalog seed, which CatalogModule runs first) and an existing shop upgrading, whose
 * products would otherwise all turn "out of stock" the moment this release starts
 * (docs/decisions.md#stock). Products added later start at 0 until an admin receives them.
 * Written as `StockReceived` events by the opening-stock actor, so the history says where units came from.
 */
@Injectable()
export class SeedOpeningStock implements OnApplicationBootstrap {
  private readonly logger = new Logger('stock');

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let stocked = 0;
    const seeded = await seedOnce(this.db, 'opening-stock', async (tx) => {
      const session = this.store.sessionFor(tx);
      // Only products with no stock stream: a shelf someone already stocked is theirs.
      const products: { id: string; slug: string; category: string }[] = await tx.query(
        `SELECT p.id, p.slug, p.category FROM products p
          WHERE NOT EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = 'stock-' || rtrim(p.id)) ORDER BY p.position`,
      );
      for (const [position, product] of products.entries()) {
        const quantity = openingStock(product, position);
        if (quantity === 0) continue;
        const productId = product.id.trim();
        const events = decideStock({ type: 'ReceiveStock', data: { productId, quantity, by: OPENING_STOCK_ACTOR, note: 'Opening stock' } }, emptyShelf());
        await session.append(stockStream(productId), 'no_stream', events, { actorId: null, role: 'system', causationId: 'seed:opening-stock' });
        stocked += 1;
      }
    });
    if (!seeded) return;
    this.catalog.stockChanged();
    if (stocked > 0) this.logger.log({ msg: 'opening stock received', products: stocked });
  }
}

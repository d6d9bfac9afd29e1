import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductCatalog } from '../../catalog/index.js';
import { seedOnce } from '../../platform/database/seed-once.js';
import { EventStore } from '../../platform/event-store/index.js';
import { decideStock, stockModel } from '../stock.decider.js';
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
      const shelves = products
        .map((product, position) => {
          const productId = product.id.trim();
          return { productId, stream: stockStream(productId), quantity: openingStock(product, position) };
        })
        .filter((shelf) => shelf.quantity > 0);
      // Every shelf locked and its state row read in one round trip, as a command locks its streams, so
      // each shelf then costs one append: a new shop's first start made about 250 of them one lock and
      // one head read at a time (most of seeding on the embedded engine).
      await session.lock(
        shelves.map((shelf) => shelf.stream.streamId),
        shelves.map((shelf) => shelf.stream),
      );
      for (const { productId, stream, quantity } of shelves) {
        const { state, version } = await session.load(stream, stockModel);
        // An admin of a shop upgrading may have received this shelf between the query and the locks: theirs.
        if (version !== 0) continue;
        const events = decideStock({ type: 'ReceiveStock', data: { productId, quantity, by: OPENING_STOCK_ACTOR, note: 'Opening stock' } }, state);
        await session.append(stream, 'no_stream', events, { actorId: null, role: 'system', causationId: 'seed:opening-stock' });
        stocked += 1;
      }
    });
    if (!seeded) return;
    this.catalog.stockChanged();
    if (stocked > 0) this.logger.log({ msg: 'opening stock received', products: stocked });
  }
}

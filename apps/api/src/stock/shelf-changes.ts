import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import { prepared } from '../platform/database/batch-statement.js';
import { EventStore } from '../platform/event-store/index.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { decideStock, type StockCommand, stockModel } from './stock.decider.js';
import { stockStream } from './stock.events.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * A hand on one shelf (receive, adjust): lock and load the product's stream, let the rules decide,
 * append with the admin as actor. The product must exist in the catalog: stock of nothing is a typo.
 */
@Injectable()
export class ShelfChanges {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async change(productId: string, actor: AuthenticatedUser, command: (productId: string) => StockCommand): Promise<void> {
    if (!isObjectId(productId)) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const stream = stockStream(productId);
    // The shelf and the product's row are read with the shelf's lock, in the BEGIN's round trip.
    const productRead = prepared(`SELECT 1 FROM products WHERE id = $1`, [productId]);
    await this.store.transaction(async (session) => {
      const [[product]] = session.openingReads();
      if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
      const { state, version } = await session.load(stream, stockModel);
      const asked = command(productId);
      await session.append(stream, version, decideStock(asked, state), { actorId: actor.id, role: actor.role, causationId: `command:${asked.type}:${randomUUID()}` });
    }, { streamIds: [stream.streamId], loads: [stream], reads: [productRead] });
  }
}

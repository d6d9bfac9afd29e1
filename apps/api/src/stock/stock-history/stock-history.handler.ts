import { Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isObjectId } from '../../platform/ids/object-id.js';
import { orderNumbersOf } from '../../platform/ids/order-number.js';
import { PRODUCT_NOT_FOUND } from '../shelf-changes.js';
import { type StockEvent, stockStream } from '../stock.events.js';
import { StockHistoryQuery } from './stock-history.query.js';
import type { StockHistory, StockHistoryEntry } from './stock-history.view.js';
import { Sql } from '../../platform/database/sql-transaction.js';

interface EventRow {
  stream_version: string;
  event_type: StockEvent['type'];
  data: StockEvent['data'];
  recorded_at: Date;
}

const KIND = { StockReceived: 'received', StockAdjusted: 'adjusted', StockReserved: 'reserved', StockReleased: 'released', StockPicked: 'picked' } as const;

function entryOf(row: EventRow): StockHistoryEntry {
  const event = { type: row.event_type, data: row.data } as StockEvent;
  const base = { position: Number(row.stream_version), kind: KIND[event.type], at: new Date(row.recorded_at).toISOString() };
  switch (event.type) {
    case 'StockReceived':
      return { ...base, quantity: event.data.quantity, by: event.data.by, ...(event.data.note ? { note: event.data.note } : {}) };
    case 'StockAdjusted':
      return { ...base, quantity: event.data.change, reason: event.data.reason, by: event.data.by, ...(event.data.note ? { note: event.data.note } : {}) };
    default:
      return { ...base, quantity: event.data.quantity, orderId: event.data.orderId };
  }
}

/**
 * A page of the product's stream, newest first. Read by its primary key (stream, version) a page at
 * a time: a popular product's stream holds an event per order, too many to read whole for 20 rows.
 * Stock events have had one schema version, so no upcaster stands between the row and the entry.
 */
@QueryHandler(StockHistoryQuery)
export class StockHistoryHandler implements IQueryHandler<StockHistoryQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ productId, page, limit }: StockHistoryQuery): Promise<StockHistory> {
    if (!isObjectId(productId)) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const { streamId } = stockStream(productId);
    const [product]: { name: string; total: string | null }[] = await this.db.query(
      `SELECT p.name, (SELECT version::text FROM es_streams WHERE stream_id = $2) AS total FROM products p WHERE p.id = $1`,
      [productId, streamId],
    );
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const total = Number(product.total ?? 0);
    const rows: EventRow[] = await this.db.query(
      `SELECT stream_version::text AS stream_version, event_type, data, recorded_at FROM es_events
        WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT $2 OFFSET $3`,
      [streamId, limit, (page - 1) * limit],
    );
    const entries = rows.map(entryOf);
    const numbers = await orderNumbersOf(this.db, entries.flatMap((entry) => (entry.orderId ? [entry.orderId] : [])));
    for (const entry of entries) if (entry.orderId && numbers.has(entry.orderId)) entry.orderNumber = numbers.get(entry.orderId);
    return { productId, name: product.name, entries, pagination: { page, pages: Math.ceil(total / limit), total, limit } };
  }
}

import { Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LOW_STOCK_AT, stockLevel } from '@jhatpat/domain';
import { isObjectId } from '../../platform/ids/object-id.js';
import { PRODUCT_NOT_FOUND } from '../shelf-changes.js';
import { InventoryItemQuery, InventoryQuery } from './inventory.query.js';
import type { InventoryItem, InventoryPage } from './inventory.view.js';
import { Sql } from '../../platform/database/sql-transaction.js';

interface ItemRow {
  id: string;
  name: string;
  image: string;
  category: string;
  on_hand: number;
  reserved: number;
  available: number;
  total?: number;
}

// A product no event has stocked has no row: it reads as nothing on the shelf.
const ITEM_SELECT = `SELECT p.id, p.name, p.image, p.category,
    COALESCE(s.on_hand, 0) AS on_hand, COALESCE(s.reserved, 0) AS reserved, COALESCE(s.available, 0) AS available`;
const ITEM_FROM = `FROM products p LEFT JOIN stock_view s ON s.product_id = p.id`;

const itemOf = (row: ItemRow): InventoryItem => ({
  productId: row.id.trim(),
  name: row.name,
  image: row.image,
  category: row.category,
  onHand: row.on_hand,
  reserved: row.reserved,
  available: row.available,
  level: stockLevel(row.available),
});

/** The inventory list: what needs a hand first (least available), then shelf order. */
@QueryHandler(InventoryQuery)
export class InventoryHandler implements IQueryHandler<InventoryQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ filter }: InventoryQuery): Promise<InventoryPage> {
    const level = filter.level === 'out' ? `COALESCE(s.available, 0) = 0` : filter.level === 'low' ? `COALESCE(s.available, 0) BETWEEN 1 AND ${LOW_STOCK_AT}` : 'true';
    const rows: ItemRow[] = await this.db.query(
      `${ITEM_SELECT}, count(*) OVER ()::int AS total ${ITEM_FROM}
        WHERE ${level} AND ($1::text IS NULL OR strpos(lower(p.name), lower($1)) > 0)
        ORDER BY COALESCE(s.available, 0), p.position LIMIT $2 OFFSET $3`,
      [filter.search ?? null, filter.limit, (filter.page - 1) * filter.limit],
    );
    const total = rows[0]?.total ?? (filter.page > 1 ? await this.count(level, filter.search) : 0);
    return { items: rows.map(itemOf), pagination: { page: filter.page, pages: Math.ceil(total / filter.limit), total, limit: filter.limit } };
  }

  /** A page past the end has no rows to carry the total. */
  private async count(level: string, search: string | undefined): Promise<number> {
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total ${ITEM_FROM} WHERE ${level} AND ($1::text IS NULL OR strpos(lower(p.name), lower($1)) > 0)`,
      [search ?? null],
    );
    return total;
  }
}

@QueryHandler(InventoryItemQuery)
export class InventoryItemHandler implements IQueryHandler<InventoryItemQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ productId }: InventoryItemQuery): Promise<InventoryItem> {
    if (!isObjectId(productId)) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const [row]: ItemRow[] = await this.db.query(`${ITEM_SELECT} ${ITEM_FROM} WHERE p.id = $1`, [productId]);
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return itemOf(row);
  }
}

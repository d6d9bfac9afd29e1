import { Inject, Injectable } from '@nestjs/common';
import { type PreparedStatement, prepared } from '../platform/database/batch-statement.js';
import { Sql, type SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { CatalogCache, type StockMove } from './catalog-cache.js';

/** A product as the cart and orders price it: the server's truth, never the client's. */
export interface PricedProduct {
  id: string;
  name: string;
  /** The Hindi name, or the English one while none is known. */
  nameHi: string;
  /** Integer paise. */
  pricePaise: number;
  image: string;
  variant: string;
  /** Hidden products cannot be added to carts or ordered. */
  hidden: boolean;
  /** Units a shopper can order now (stock_view); placing an order still checks under the shelf's lock. */
  available: number;
}

const PRICED_PRODUCTS = `SELECT id, name, coalesce(name_hi, name) AS name_hi, price_paise, image, variant, hidden,
   COALESCE((SELECT s.available FROM stock_view s WHERE s.product_id = products.id), 0) AS available
 FROM products`;

type PricedProductRow = { id: string; name: string; name_hi: string; price_paise: number; image: string; variant: string; hidden: boolean; available: number };

/** The rows of findPricedProducts' read (or of pricedProductsStatement) as products. */
export const pricedProductsOf = (rows: readonly unknown[]): PricedProduct[] =>
  (rows as PricedProductRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    nameHi: row.name_hi,
    pricePaise: row.price_paise,
    image: row.image,
    variant: row.variant,
    hidden: row.hidden,
    available: row.available,
  }));

/** What other contexts may ask the catalog: prices as shoppers see them, or as the database holds them now. */
@Injectable()
export class ProductCatalog {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  /**
   * The products among `ids` as the shelves show them: from this instance's catalog snapshot, so a
   * cart change costs no catalog query (bench/README.md, cart). A write on another instance shows
   * here within the snapshot's few seconds; what money depends on (placing an order) reads
   * findPricedProducts instead.
   */
  async findShelfProducts(ids: readonly string[]): Promise<PricedProduct[]> {
    const snapshot = await this.cache.current();
    return [...new Set(ids)].flatMap((id) => {
      const entry = snapshot.entry(id);
      return entry ? [{ id, name: entry.product.name, nameHi: entry.product.nameHi, pricePaise: entry.pricePaise, image: entry.product.image, variant: entry.product.variant, hidden: entry.product.hidden === true, available: entry.product.available }] : [];
    });
  }

  /**
   * Shelves moved (the stock context passes on every stock event this instance commits or its live feed
   * sees, from any instance): the snapshot carries `available`, so it is patched with them rather than
   * served stale (CatalogCache.stockMoved).
   */
  stockMoved(moves: readonly StockMove[]): void {
    this.cache.stockMoved(moves);
  }

  /** Stock changed in ways no event lists one by one (the opening stock seeded): the snapshot is dropped. */
  stockChanged(): void {
    this.cache.invalidate();
  }

  /**
   * The products among `ids` that exist (unknown or malformed ids are left out), read from the
   * database; inside a caller's transaction, pass it (a second pooled connection could wait forever
   * for one that transaction holds, and PGlite has only one).
   */
  async findPricedProducts(ids: readonly string[], sql: SqlClient = this.db): Promise<PricedProduct[]> {
    const wanted = [...new Set(ids.filter(isObjectId))];
    if (wanted.length === 0) return [];
    return pricedProductsOf(await sql.query(`${PRICED_PRODUCTS} WHERE id = ANY($1::bpchar[])`, [wanted]));
  }

  /**
   * The same read as a prepared statement, for products whose ids `idsQuery` (a query naming one id
   * column, with its parameters) selects: a command sends it with its locks, in the round trip that
   * opens its transaction (placing an order prices its cart's lines so, bench/README.md, orders). Its
   * rows go to `pricedProductsOf`.
   */
  pricedProductsStatement(idsQuery: { text: string; params: readonly unknown[] }): PreparedStatement {
    return prepared(`${PRICED_PRODUCTS} WHERE id IN (${idsQuery.text})`, idsQuery.params);
  }

  /** Each existing product's category by id (a packer's substitute must share the ordered product's: docs/decisions.md#packing). */
  async findCategories(ids: readonly string[], sql: SqlClient = this.db): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(isObjectId))];
    if (wanted.length === 0) return new Map();
    const rows: { id: string; category: string }[] = await sql.query(`SELECT id, category FROM products WHERE id = ANY($1::bpchar[])`, [wanted]);
    return new Map(rows.map((row) => [row.id, row.category]));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { catalogPathKey } from '@jhatpat/domain';
import { Sql } from '../platform/database/sql-transaction.js';
import { precompressible } from '../platform/http/precompressed-json.js';
import type { AdminProductView } from './product.view.js';
import { forShoppers, PRODUCT_COLUMNS, type ProductRow, toProductView } from './products.table.js';

// docs/decisions.md#catalog: the read path serves a snapshot held in memory, with the shopper
// list already serialised. A write on this instance drops it at once; other instances (several may
// share one PostgreSQL) pick the change up within TTL_MS. A per-request "catalog version" query
// would make every read wait on the database, which is what the cache is there to avoid.
const TTL_MS = 5_000;
// Searches answered per snapshot (it lives TTL_MS at most): shoppers repeat the same few words, and
// each answer costs a ranking scan of the whole table in PostgreSQL. The cap keeps a flood of
// distinct queries from growing memory; past it, searches simply run uncached.
export const SEARCH_MEMO_MAX = 500;
// Pages of the shopper list kept per snapshot: the storefront asks every visitor for the same few (the
// home page's first shelf is page 1 of 8), but page and limit are the client's to choose.
export const PAGE_MEMO_MAX = 200;

interface Entry {
  product: AdminProductView;
  /** The price as stored: integer paise, for callers that compute with it. */
  pricePaise: number;
  /** Lower-cased paths the product is listed under: its category and its tags. */
  paths: Set<string>;
}

export class CatalogSnapshot {
  readonly byId = new Map<string, Entry>();
  // Bytes, not strings: a string is encoded to UTF-8 again on every send, which cost the 100 kB shelf
  // list about a third of its throughput (bench/README.md, catalog).
  private readonly json = new Map<string, Buffer>();
  private readonly searches = new Map<string, Promise<Buffer>>();
  private readonly pages = new Map<string, Buffer>();

  constructor(readonly entries: Entry[]) {
    for (const entry of entries) this.byId.set(entry.product._id, entry);
  }

  all(includeHidden: boolean): AdminProductView[] {
    return includeHidden
      ? this.entries.map((entry) => entry.product)
      : this.entries.filter((entry) => !entry.product.hidden).map((entry) => forShoppers(entry.product));
  }

  /** The shopper list as JSON bytes, serialised once per snapshot. */
  visibleJson(): Buffer {
    return this.memo(this.json, '*', () => this.all(false), someProducts);
  }

  /**
   * A page of the shopper list (`{ products, pagination }`) as JSON bytes: made once per snapshot, so it
   * goes compressed like the whole list (docs/decisions.md#api-compression); pages past the end and any
   * beyond PAGE_MEMO_MAX are made for each request.
   */
  visiblePageJson(page: number, size: number): Buffer {
    const answer = () => productPage(this.all(false), page, size);
    return this.memo(this.pages, `${page}:${size}`, answer, ({ products }) => products.length > 0 && this.pages.size < PAGE_MEMO_MAX);
  }

  inPath(path: string, includeHidden: boolean): AdminProductView[] {
    const key = catalogPathKey(path);
    return this.entries
      .filter((entry) => entry.paths.has(key) && (includeHidden || !entry.product.hidden))
      .map((entry) => (includeHidden ? entry.product : forShoppers(entry.product)));
  }

  inPathJson(path: string): Buffer {
    return this.memo(this.json, `path:${catalogPathKey(path)}`, () => this.inPath(path, false), someProducts);
  }

  /** A search's answer as JSON, worked out once per snapshot; callers asking together share one query. */
  searchJson(text: string, search: () => Promise<unknown>): Promise<Buffer> {
    const known = this.searches.get(text);
    if (known) return known;
    const answer = search().then((result) => precompressible(Buffer.from(JSON.stringify(result))));
    if (this.searches.size < SEARCH_MEMO_MAX) {
      this.searches.set(text, answer);
      // A failed search is not remembered: the next caller tries again.
      answer.catch(() => this.searches.delete(text));
    }
    return answer;
  }

  /** An answer's JSON bytes from `store`, or made now and kept there when `keep` says so. */
  private memo<T>(store: Map<string, Buffer>, key: string, build: () => T, keep: (answer: T) => boolean): Buffer {
    let bytes = store.get(key);
    if (bytes === undefined) {
      const answer = build();
      bytes = precompressible(Buffer.from(JSON.stringify(answer)));
      if (keep(answer)) store.set(key, bytes);
    }
    return bytes;
  }
}

// Unknown paths answer "[]" without growing the memo: its keys stay bounded by the catalog.
const someProducts = (products: unknown[]) => products.length > 0;

/** One page of a product list, and where it stands among the pages. */
export function productPage<T>(products: T[], page: number, size: number) {
  return {
    products: products.slice((page - 1) * size, page * size),
    pagination: { page, pages: Math.max(1, Math.ceil(products.length / size)), total: products.length, limit: size },
  };
}

@Injectable()
export class CatalogCache {
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  private loading: Promise<CatalogSnapshot> | null = null;
  private generation = 0;

  constructor(@Inject(Sql) private readonly db: Sql) {}

  /** The current snapshot: from memory while fresh, else reloaded once however many callers wait. */
  current(): CatalogSnapshot | Promise<CatalogSnapshot> {
    if (this.snapshot && Date.now() - this.loadedAt < TTL_MS) return this.snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Called after every add, edit and visibility change on this instance. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
  }

  private async load(): Promise<CatalogSnapshot> {
    const generation = this.generation;
    const rows: ProductRow[] = await this.db.query(`SELECT ${PRODUCT_COLUMNS} FROM products ORDER BY position`);
    const snapshot = new CatalogSnapshot(
      rows.map((row) => ({
        product: toProductView(row),
        pricePaise: row.price_paise,
        paths: new Set([row.category, ...row.tags].map(catalogPathKey)),
      })),
    );
    // A write that landed while this load ran makes it stale: serve it once, but do not keep it.
    if (generation === this.generation) {
      this.snapshot = snapshot;
      this.loadedAt = Date.now();
    }
    return snapshot;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { catalogPathKey } from '@jhatpat/domain';
import { Sql } from '../platform/database/sql-transaction.js';
import { precompressible } from '../platform/http/precompressed-json.js';
import type { AdminProductView } from './product.view.js';
import { forShoppers, PRODUCT_COLUMNS, type ProductRow, toProductView } from './products.table.js';

// docs/decisions.md#catalog: the read path serves a snapshot held in memory, with the shopper
// list already serialised. A write on this instance drops it at once; other instances (several may
// share one PostgreSQL) pick the change up within CATALOG_TTL_MS. A per-request "catalog version"
// query would make every read wait on the database, which is what the cache is there to avoid. A
// stock change patches it instead (stockMoved).
export const CATALOG_TTL_MS = 5_000;
// Searches answered per catalog load (CATALOG_TTL_MS at most): shoppers repeat the same few words,
// and each answer costs a ranking scan of the whole table in PostgreSQL. The cap keeps a flood of
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
  /** The version of the product's shelf stream its `available` is at (0: no stock event yet). */
  stockVersion?: number;
}

/** A shelf's available after one of its events (the stock context's, passed on by ProductCatalog.stockMoved). */
export interface StockMove {
  productId: string;
  available: number;
  /** The shelf stream's version after that event. */
  version: number;
}

/** An entry a stock move put in place of a product's, and the patch (the step) it came with. */
interface Patch {
  step: number;
  entry: Entry;
}

/**
 * The entries one load read, in shelf order, with each product's place among them, and the line of
 * patches stock moves made on it since: shared by every snapshot patched from that load. A snapshot is
 * a step along that line and sees each product at its newest patch up to its step, so a patch adds the
 * moved entries and copies nothing (withStock).
 */
class LoadedEntries {
  readonly place = new Map<string, number>();
  /** By product id, oldest first: only ever appended to, so an earlier step still reads what it read. */
  readonly patches = new Map<string, Patch[]>();
  /** The newest step: the only snapshot patched in place. */
  newest = 0;

  constructor(readonly entries: readonly Entry[]) {
    entries.forEach((entry, i) => this.place.set(entry.product._id, i));
  }
}

export class CatalogSnapshot {
  private readonly loaded: LoadedEntries;
  /** `entries`, made on first use: most snapshots patched under orders are replaced before anyone lists them. */
  private listed: readonly Entry[] | null = null;
  // Bytes, not strings: a string is encoded to UTF-8 again on every send, which cost the 100 kB shelf
  // list about a third of its throughput (bench/README.md, catalog).
  private readonly json = new Map<string, Buffer>();
  private readonly searches = new Map<string, Promise<Buffer>>();
  private readonly pages = new Map<string, Buffer>();

  /**
   * `found`: each search's ranked product ids, shared with the snapshots this one is patched into
   * (withStock): which products a search finds and in what order does not depend on stock, so a stock
   * change costs no search query, only writing the answers again with the new `available`.
   * `step`: how far along its load's patches this snapshot is (0: as loaded).
   */
  constructor(
    entries: readonly Entry[] | LoadedEntries,
    private readonly found = new Map<string, Promise<readonly string[]>>(),
    private readonly step = 0,
  ) {
    this.loaded = entries instanceof LoadedEntries ? entries : new LoadedEntries(entries);
  }

  /** Every product in shelf order, each with the stock of this snapshot. */
  get entries(): readonly Entry[] {
    if (this.step === 0) return this.loaded.entries;
    this.listed ??= this.loaded.entries.map((entry) => this.entry(entry.product._id) ?? entry);
    return this.listed;
  }

  /** The product with this id, as this snapshot holds it. */
  entry(id: string): Entry | undefined {
    const patches = this.loaded.patches.get(id);
    // Newest first: the snapshot patched last (the one requests get) finds its entry at once.
    if (patches) for (let i = patches.length - 1; i >= 0; i--) if (patches[i].step <= this.step) return patches[i].entry;
    const place = this.loaded.place.get(id);
    return place === undefined ? undefined : this.loaded.entries[place];
  }

  /**
   * This snapshot with the shelves that moved past the version it holds at their new `available`, every
   * answer to be written again from it; itself when none did (a commit's own events come back through
   * the live feed, and another instance's feed may be behind this one's). Every order moves a shelf and
   * every instance patches every instance's moves, so this costs the shelves these moves move: not the
   * catalog, nor the shelves moved since the load: copying every entry cost up to 0.1 ms an order at
   * 300 products and 0.8–1.4 ms at a dark store's 5,000, and copying the moved ones grew with the orders
   * since the load (docs/decisions.md#stock).
   */
  withStock(moves: readonly StockMove[]): CatalogSnapshot {
    const newest = new Map<string, StockMove>();
    for (const move of moves) {
      const entry = this.entry(move.productId);
      if (entry && move.version > (entry.stockVersion ?? 0) && move.version > (newest.get(move.productId)?.version ?? 0)) newest.set(move.productId, move);
    }
    if (newest.size === 0) return this;
    // Only the newest snapshot is patched along the shared line; one behind it (never the cache's own)
    // starts a line of its own from what it holds, so no later step of the shared line leaks into it.
    const from = this.step === this.loaded.newest ? this : new CatalogSnapshot(this.entries, this.found);
    const step = ++from.loaded.newest;
    for (const [id, move] of newest) {
      const entry = from.entry(id)!;
      const patch = { step, entry: { ...entry, product: { ...entry.product, available: move.available }, stockVersion: move.version } };
      const patches = from.loaded.patches.get(id);
      if (patches) patches.push(patch);
      else from.loaded.patches.set(id, [patch]);
    }
    return new CatalogSnapshot(from.loaded, this.found, step);
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

  /**
   * A search's answer as JSON: `search` finds the ranked product ids (once per catalog load; callers
   * asking together share one query), `present` makes the answer of their shopper views from this
   * snapshot, once per snapshot. A product the snapshot does not hold (added on another instance since
   * it loaded) or holds hidden is left out, as the list leaves it out.
   */
  searchJson(text: string, search: () => Promise<readonly string[]>, present: (products: AdminProductView[]) => unknown): Promise<Buffer> {
    const known = this.searches.get(text);
    if (known) return known;
    let ids = this.found.get(text);
    if (!ids) {
      const asked = search();
      ids = asked;
      if (this.found.size < SEARCH_MEMO_MAX) {
        this.found.set(text, asked);
        // A failed search is not remembered: the next caller tries again.
        asked.catch(() => this.found.get(text) === asked && this.found.delete(text));
      }
    }
    const answer = ids.then((found) => {
      const products = found.flatMap((id) => {
        const entry = this.entry(id);
        return entry && !entry.product.hidden ? [forShoppers(entry.product)] : [];
      });
      return precompressible(Buffer.from(JSON.stringify(present(products))));
    });
    if (this.searches.size < SEARCH_MEMO_MAX) {
      this.searches.set(text, answer);
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
  private movedWhileLoading: StockMove[] = [];

  constructor(@Inject(Sql) private readonly db: Sql) {}

  /** The current snapshot: from memory while fresh, else reloaded once however many callers wait. */
  current(): CatalogSnapshot | Promise<CatalogSnapshot> {
    const fresh = this.fresh();
    if (fresh) return fresh;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** The snapshot while it is fresh and in memory; null (and nothing loaded) otherwise. */
  fresh(): CatalogSnapshot | null {
    return this.snapshot && Date.now() - this.loadedAt < CATALOG_TTL_MS ? this.snapshot : null;
  }

  /** Called after every add, edit and visibility change on this instance. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
  }

  /**
   * Shelves moved (any instance's stock events, as this instance's live feed or its own commits pass
   * them on): the snapshot is patched with them instead of dropped (docs/decisions.md#stock). Under
   * order traffic every order moves a shelf, and dropping it reloaded the catalog and ran every search
   * again for each.
   */
  stockMoved(moves: readonly StockMove[]): void {
    // A snapshot past its TTL is dropped rather than patched: the next read loads afresh anyway, and its
    // load's line of patches (withStock) would otherwise grow for as long as orders come and nobody reads.
    if (this.snapshot) this.snapshot = this.fresh() ? this.snapshot.withStock(moves) : null;
    // A load in flight may have read the shelves before these moves: it takes them when it ends (a move
    // at or below the version it read changes nothing).
    if (this.loading) this.movedWhileLoading.push(...moves);
  }

  private async load(): Promise<CatalogSnapshot> {
    const generation = this.generation;
    this.movedWhileLoading = [];
    const rows: (ProductRow & { stock_version: string })[] = await this.db.query(
      `SELECT ${PRODUCT_COLUMNS}, coalesce(shelf.version, 0)::text AS stock_version
         FROM products LEFT JOIN stock_view shelf ON shelf.product_id = products.id ORDER BY position`,
    );
    const snapshot = new CatalogSnapshot(
      rows.map((row) => ({
        product: toProductView(row),
        pricePaise: row.price_paise,
        paths: new Set([row.category, ...row.tags].map(catalogPathKey)),
        stockVersion: Number(row.stock_version),
      })),
    ).withStock(this.movedWhileLoading);
    // A write that landed while this load ran makes it stale: serve it once, but do not keep it.
    if (generation === this.generation) {
      this.snapshot = snapshot;
      this.loadedAt = Date.now();
    }
    return snapshot;
  }
}

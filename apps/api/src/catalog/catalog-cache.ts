import { Inject, Injectable } from '@nestjs/common';
import { catalogPathKey } from '@jhatpat/domain';
import { DataSource } from 'typeorm';
import type { AdminProductView } from './product.view.js';
import { forShoppers, PRODUCT_COLUMNS, type ProductRow, toProductView } from './products.table.js';

// docs/decisions.md#catalog-cache: the read path serves a snapshot held in memory, with the shopper
// list already serialised. A write on this instance drops it at once; other instances (several may
// share one PostgreSQL) pick the change up within TTL_MS. A per-request "catalog version" query
// would make every read wait on the database, which is what the cache is there to avoid.
const TTL_MS = 5_000;

interface Entry {
  product: AdminProductView;
  /** Lower-cased paths the product is listed under: its category and its tags. */
  paths: Set<string>;
}

export class CatalogSnapshot {
  readonly byId = new Map<string, Entry>();
  private readonly json = new Map<string, string>();

  constructor(readonly entries: Entry[]) {
    for (const entry of entries) this.byId.set(entry.product._id, entry);
  }

  all(includeHidden: boolean): AdminProductView[] {
    return includeHidden
      ? this.entries.map((entry) => entry.product)
      : this.entries.filter((entry) => !entry.product.hidden).map((entry) => forShoppers(entry.product));
  }

  /** The shopper list as JSON, serialised once per snapshot. */
  visibleJson(): string {
    return this.memo('*', () => this.all(false));
  }

  inPath(path: string, includeHidden: boolean): AdminProductView[] {
    const key = catalogPathKey(path);
    return this.entries
      .filter((entry) => entry.paths.has(key) && (includeHidden || !entry.product.hidden))
      .map((entry) => (includeHidden ? entry.product : forShoppers(entry.product)));
  }

  inPathJson(path: string): string {
    return this.memo(`path:${catalogPathKey(path)}`, () => this.inPath(path, false));
  }

  private memo(key: string, build: () => unknown): string {
    let text = this.json.get(key);
    if (text === undefined) {
      text = JSON.stringify(build());
      // Unknown paths answer "[]" without growing the memo: its keys stay bounded by the catalog.
      if (text !== '[]') this.json.set(key, text);
    }
    return text;
  }
}

@Injectable()
export class CatalogCache {
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  private loading: Promise<CatalogSnapshot> | null = null;
  private generation = 0;

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

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

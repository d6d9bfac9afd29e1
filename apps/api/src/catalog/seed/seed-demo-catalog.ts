import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Sql } from '../../platform/database/sql-transaction.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { seedOnce } from '../../platform/database/seed-once.js';
import { newObjectId } from '../../platform/ids/object-id.js';
import { CatalogCache } from '../catalog-cache.js';
import { imageUrlFor } from '../products.table.js';
import { describeProduct } from './describe-product.js';
import { hindiProductNames } from './hindi-names.data.js';
import { hindiShelfName } from './hindi-shelves.data.js';
import { seedCatalog } from './seed-catalog.data.js';

/** Puts the demo catalog into the database once; a product whose slug is already taken is left alone. */
@Injectable()
export class SeedDemoCatalog implements OnApplicationBootstrap {
  private readonly logger = new Logger('catalog');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    const rows = seedCatalog.map((product, n) => ({
      n,
      id: newObjectId(),
      slug: product.slug,
      name: product.name,
      name_hi: hindiProductNames[product.name] ?? null,
      price_paise: product.pricePaise,
      original_price_paise: product.originalPricePaise,
      weight: product.weight,
      unit: product.unit,
      variant: product.weight,
      ...renamed(describeProduct(product)),
      category: product.category,
      subcategory: product.subcategory,
      subcategory_hi: hindiShelfName(product.subcategory),
      tags: product.tags,
      keywords: [product.keywords, ...product.tags].join(' ').trim(),
      image: imageUrlFor(product.slug),
    }));
    // One statement, in shelf order, once per database (seedOnce): products an admin deleted stay deleted.
    let added: unknown[] = [];
    const seeded = await seedOnce(this.db, 'demo-catalog', async (tx) => {
      added = await tx.query(
        `INSERT INTO products (id, slug, name, name_hi, price_paise, original_price_paise, weight, unit, variant, short_desc,
           description, category, subcategory, subcategory_hi, tags, keywords, image)
         SELECT id, slug, name, name_hi, price_paise, original_price_paise, weight, unit, variant, short_desc,
           description, category, subcategory, subcategory_hi, tags, keywords, image
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, slug text, name text, name_hi text, price_paise int,
           original_price_paise int, weight text, unit text, variant text, short_desc text, description text,
           category text, subcategory text, subcategory_hi text, tags text[], keywords text, image text, n int)
         ORDER BY n
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [JSON.stringify(rows)],
      );
    });
    if (!seeded) return;
    this.cache.invalidate();
    this.logger.log({ msg: 'demo catalog seeded', count: added.length });
  }
}

const renamed = ({ desc, description }: { desc: string; description: string }) => ({ short_desc: desc, description });

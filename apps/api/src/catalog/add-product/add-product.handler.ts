import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogPathKey, rupeesToPaise } from '@jhatpat/domain';
import { Sql } from '../../platform/database/sql-transaction.js';
import { newObjectId } from '../../platform/ids/object-id.js';
import { CatalogCache } from '../catalog-cache.js';
import type { AdminProductView } from '../product.view.js';
import { PLACEHOLDER_IMAGE, PRODUCT_COLUMNS, type ProductRow, toProductView } from '../products.table.js';
import { productSlug } from '../seed/shelf.js';
import { AddProductCommand } from './add-product.command.js';

const SHORT_DESC_LENGTH = 140;

@CommandHandler(AddProductCommand)
export class AddProductHandler implements ICommandHandler<AddProductCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  async execute({ product }: AddProductCommand): Promise<AdminProductView> {
    const id = newObjectId();
    const pricePaise = rupeesToPaise(product.price);
    const description = product.description ?? '';
    const [row]: ProductRow[] = await this.db.query(
      `INSERT INTO products (id, slug, name, price_paise, original_price_paise, weight, unit, variant, short_desc,
         description, category, image, name_hi)
       VALUES ($1, $2, $3, $4, $4, '1 pc', 'pc', '1 pc', $5, $6, $7, $8, $9) RETURNING ${PRODUCT_COLUMNS}`,
      [
        id,
        // The id keeps two products of one name apart; the seeded slugs have no id and cannot collide.
        `${productSlug(product.name, '')}-${id}`,
        product.name,
        pricePaise,
        description.slice(0, SHORT_DESC_LENGTH),
        description,
        catalogPathKey(product.category ?? ''),
        product.image || PLACEHOLDER_IMAGE,
        product.nameHi ?? null,
      ],
    );
    this.cache.invalidate();
    return toProductView(row);
  }
}

import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogPathKey, rupeesToPaise } from '@jhatpat/domain';
import { Sql } from '../../platform/database/sql-transaction.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { CatalogCache } from '../catalog-cache.js';
import { catalogMessages } from '../catalog-rules.js';
import type { AdminProductView } from '../product.view.js';
import { PRODUCT_COLUMNS, type ProductRow, toProductView } from '../products.table.js';
import { hindiShelfName } from '../seed/hindi-shelves.data.js';
import { EditProductCommand } from './edit-product.command.js';

@CommandHandler(EditProductCommand)
export class EditProductHandler implements ICommandHandler<EditProductCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  async execute({ productId, changes }: EditProductCommand): Promise<AdminProductView> {
    if (!isObjectId(productId)) throw new NotFoundException(catalogMessages.productNotFound);
    const row = await this.db.transaction(async (tx) => {
      const [current]: ProductRow[] = await tx.query(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 FOR UPDATE`, [productId]);
      if (!current) throw new NotFoundException(catalogMessages.productNotFound);
      const price = changes.price === undefined ? current.price_paise : rupeesToPaise(changes.price);
      // A new price above the old original price simply has no discount, unless one is given.
      const original =
        changes.originalPrice === undefined ? Math.max(current.original_price_paise, price) : rupeesToPaise(changes.originalPrice);
      if (original < price) throw new BadRequestException(catalogMessages.originalPriceBelowPrice);
      const [updated]: ProductRow[] = await tx.query(
        `UPDATE products SET name = $2, price_paise = $3, original_price_paise = $4, description = $5, short_desc = $6,
           category = $7, subcategory = $8, weight = $9, variant = $10, unit = $11, image = $12,
           name_hi = $13, subcategory_hi = $14, updated_at = now()
         WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
        [
          productId,
          changes.name ?? current.name,
          price,
          original,
          changes.description ?? current.description,
          changes.desc ?? current.short_desc,
          changes.category === undefined ? current.category : catalogPathKey(changes.category),
          changes.subcategory ?? current.subcategory,
          changes.weight || current.weight,
          changes.variant ?? current.variant,
          changes.unit || current.unit,
          changes.image || current.image,
          // A new English name keeps the Hindi one (most edits fix a spelling); a new shelf takes its
          // known Hindi name, or shows the English one until an admin gives one.
          changes.nameHi ?? current.name_hi,
          changes.subcategoryHi ?? (changes.subcategory === undefined || changes.subcategory === current.subcategory ? current.subcategory_hi : hindiShelfName(changes.subcategory)),
        ],
      );
      return updated;
    });
    this.cache.invalidate();
    return toProductView(row);
  }
}

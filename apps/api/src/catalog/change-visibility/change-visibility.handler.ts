import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { CatalogCache } from '../catalog-cache.js';
import { catalogMessages } from '../catalog-rules.js';
import type { AdminProductView } from '../product.view.js';
import { PRODUCT_COLUMNS, type ProductRow, toProductView } from '../products.table.js';
import { ChangeVisibilityCommand } from './change-visibility.command.js';

@CommandHandler(ChangeVisibilityCommand)
export class ChangeVisibilityHandler implements ICommandHandler<ChangeVisibilityCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  async execute({ productId, hidden }: ChangeVisibilityCommand): Promise<AdminProductView> {
    if (!isObjectId(productId)) throw new NotFoundException(catalogMessages.productNotFound);
    const [row]: ProductRow[] = await this.db.query(
      `UPDATE products SET hidden = $2, updated_at = now() WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
      [productId, hidden],
    );
    if (!row) throw new NotFoundException(catalogMessages.productNotFound);
    this.cache.invalidate();
    return toProductView(row);
  }
}

import { Command } from '@nestjs/cqrs';
import type { AdminProductView } from '../product.view.js';
import type { EditProductBody } from './edit-product.dto.js';

export class EditProductCommand extends Command<AdminProductView> {
  constructor(
    readonly productId: string,
    readonly changes: EditProductBody,
  ) {
    super();
  }
}

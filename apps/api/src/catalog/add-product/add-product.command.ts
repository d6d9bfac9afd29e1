import { Command } from '@nestjs/cqrs';
import type { AdminProductView } from '../product.view.js';
import type { AddProductBody } from './add-product.dto.js';

export class AddProductCommand extends Command<AdminProductView> {
  constructor(readonly product: AddProductBody) {
    super();
  }
}

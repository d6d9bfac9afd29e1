import { Command } from '@nestjs/cqrs';
import type { AdminProductView } from '../product.view.js';

export class ChangeVisibilityCommand extends Command<AdminProductView> {
  constructor(
    readonly productId: string,
    readonly hidden: boolean,
  ) {
    super();
  }
}

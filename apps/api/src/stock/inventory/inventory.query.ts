import { Query } from '@nestjs/cqrs';
import type { InventoryItem, InventoryPage } from './inventory.view.js';

export const inventoryLevels = ['all', 'low', 'out'] as const;
export type InventoryLevelFilter = (typeof inventoryLevels)[number];

export class InventoryQuery extends Query<InventoryPage> {
  constructor(readonly filter: { search?: string; level: InventoryLevelFilter; page: number; limit: number }) {
    super();
  }
}

/** One product's row, as receive and adjust answer with it; 404 for an unknown product. */
export class InventoryItemQuery extends Query<InventoryItem> {
  constructor(readonly productId: string) {
    super();
  }
}

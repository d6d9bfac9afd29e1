import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { InventoryPagination } from '../inventory/inventory.view.js';
import { adjustmentReasons } from '../stock.events.js';

export const historyKinds = ['received', 'adjusted', 'reserved', 'released', 'picked'] as const;

class StockActorView {
  @ApiProperty({ example: '6750f0c1a3b2c4d5e6f70001' }) id!: string;
  @ApiProperty({ example: 'Store admin' }) name!: string;
}

/** One event of the product's stock stream, in the inventory screen's words. */
export class StockHistoryEntry {
  @ApiProperty({ example: 12, description: 'The event’s place in the product’s stream (1 is the first)' }) position!: number;
  @ApiProperty({ enum: historyKinds, example: 'received' }) kind!: (typeof historyKinds)[number];
  @ApiProperty({ example: 24, description: 'Units; signed for an adjustment (negative removed)' }) quantity!: number;
  @ApiPropertyOptional({ enum: adjustmentReasons, description: 'Adjustments only' }) reason?: (typeof adjustmentReasons)[number];
  @ApiPropertyOptional({ example: 'Invoice 4471' }) note?: string;
  @ApiPropertyOptional({ example: '6750f0c1a3b2c4d5e6f70999', description: 'Reserved, released and picked: the order' }) orderId?: string;
  @ApiPropertyOptional({ example: 'JP-000123', description: 'Reserved, released and picked: the order’s number, as every screen shows it' }) orderNumber?: string;
  @ApiPropertyOptional({ type: StockActorView, description: 'Received and adjusted: who did it' }) by?: StockActorView;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) at!: string;
}

export class StockHistory {
  @ApiProperty({ example: '6750f0c1a3b2c4d5e6f70812' }) productId!: string;
  @ApiProperty({ example: 'Amul Taaza Toned Milk' }) name!: string;
  @ApiProperty({ type: [StockHistoryEntry], description: 'Newest first' }) entries!: StockHistoryEntry[];
  @ApiProperty({ type: InventoryPagination }) pagination!: InventoryPagination;
}

import { ApiProperty } from '@nestjs/swagger';

/** One product's shelf as the inventory screen lists it. */
export class InventoryItem {
  @ApiProperty({ example: '6750f0c1a3b2c4d5e6f70812' }) productId!: string;
  @ApiProperty({ example: 'Amul Taaza Toned Milk' }) name!: string;
  @ApiProperty({ example: '/api/images/products/amul-taaza-toned-milk-500-ml.svg' }) image!: string;
  @ApiProperty({ example: 'dairy' }) category!: string;
  @ApiProperty({ example: 42, description: 'Units in the dark store: received ± adjusted − picked' }) onHand!: number;
  @ApiProperty({ example: 3, description: 'Units promised to orders not yet packed' }) reserved!: number;
  @ApiProperty({ example: 39, description: 'On hand − reserved, never below 0: what shoppers can order' }) available!: number;
  @ApiProperty({ enum: ['out', 'low', 'in'], example: 'in' }) level!: 'out' | 'low' | 'in';
}

export class InventoryPagination {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 13 }) pages!: number;
  @ApiProperty({ example: 257 }) total!: number;
  @ApiProperty({ example: 20 }) limit!: number;
}

export class InventoryPage {
  @ApiProperty({ type: [InventoryItem] }) items!: InventoryItem[];
  @ApiProperty({ type: InventoryPagination }) pagination!: InventoryPagination;
}

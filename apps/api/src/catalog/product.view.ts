import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** docs/product.md §3 Product as the REST shape: prices in rupees (numbers, at most 2 decimals), held as paise. */
export class ProductView {
  @ApiProperty({ example: '6750f0c1a3b2c4d5e6f70812', description: '24 hexadecimal characters' }) _id!: string;
  @ApiProperty({ example: 'Amul Taaza Toned Milk' }) name!: string;
  @ApiProperty({ example: 'अमूल ताज़ा टोंड दूध', description: 'The Hindi name; the English name while none is known' }) nameHi!: string;
  @ApiProperty({ example: 27, description: 'Rupees, at most 2 decimals' }) price!: number;
  @ApiProperty({ example: 28, description: 'Rupees before the discount (≥ price)' }) originalPrice!: number;
  @ApiProperty({ example: 3, description: 'Whole percent saved, rounded down' }) discountPercentage!: number;
  @ApiProperty({ example: '/api/images/products/amul-taaza-toned-milk-500-ml.svg' }) image!: string;
  @ApiProperty({ example: '500 ml', default: '1 pc' }) weight!: string;
  @ApiProperty({ example: '500 ml' }) variant!: string;
  @ApiProperty({ example: 'ml' }) unit!: string;
  @ApiProperty({ example: 'Milk · 500 ml' }) desc!: string;
  @ApiProperty({ example: 'Amul Taaza Toned Milk, 500 ml. Fresh dairy from trusted brands.' }) description!: string;
  @ApiProperty({ example: 'dairy' }) category!: string;
  @ApiProperty({ example: 'milk' }) subcategory!: string;
  @ApiProperty({ example: 'दूध', description: 'The Hindi shelf name; the English one while none is known' }) subcategoryHi!: string;
  @ApiProperty({ example: 12, description: 'Units a shopper can order now (on hand − reserved, never below 0); 0 is out of stock' }) available!: number;
}

/** What admins see: the product plus whether shoppers can see it. */
export class AdminProductView extends ProductView {
  @ApiPropertyOptional({ example: false, description: 'Only with includeHidden=true (admin)' }) hidden?: boolean;
}

export class ProductPage {
  @ApiProperty({ type: [ProductView] }) products!: ProductView[];
  @ApiProperty({ example: { page: 1, pages: 13, total: 257, limit: 20 } })
  pagination!: { page: number; pages: number; total: number; limit: number };
}

export class SearchResult {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: [ProductView] }) products!: ProductView[];
  @ApiProperty({ example: '3 products found' }) message!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsNumber } from 'class-validator';
import { NUMBER, ProductIdField } from '../cart-fields.js';

export class ChangeQuantityBody {
  @ProductIdField()
  productId!: string;

  @ApiProperty({ description: 'Added to the current quantity (negative to remove some)', example: -1 })
  @IsNumber(NUMBER, { message: 'change must be a number' })
  change!: number;
}

/** docs/product.md §7: PUT /cart/update answers with the cart's count and total only. */
export class QuantityChanged {
  @ApiProperty() success!: boolean;
  @ApiProperty({ description: 'Sum of quantities' }) count!: number;
  @ApiProperty({ description: 'Items total in rupees' }) total!: number;
}

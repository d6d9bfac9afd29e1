import { ApiProperty } from '@nestjs/swagger';
import { IsNumber } from 'class-validator';
import { NUMBER, ProductIdField } from '../cart-fields.js';

export class SetQuantityBody {
  @ProductIdField()
  productId!: string;

  @ApiProperty({ description: 'The absolute new quantity, 0 to 99; 0 removes the line', example: 2 })
  @IsNumber(NUMBER, { message: 'quantity must be a number' })
  quantity!: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional } from 'class-validator';
import { NUMBER } from '../cart-fields.js';

/** docs/product.md §7 sends all four; the server keeps tip and donation and fixes delivery and handling itself. */
export class ChooseChargesBody {
  @ApiProperty({ description: 'Rupees: 0, 20, 30, 50 or a custom whole amount up to 500', example: 20 })
  @IsNumber(NUMBER, { message: 'tipAmount must be a number' })
  tipAmount!: number;

  @ApiProperty({ description: 'Rupees: 0 or 1', example: 1 })
  @IsNumber(NUMBER, { message: 'donationAmount must be a number' })
  donationAmount!: number;

  @ApiPropertyOptional({ description: 'Ignored: delivery is free' })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'deliveryCharge must be a number' })
  deliveryCharge?: number;

  @ApiPropertyOptional({ description: 'Ignored: handling is 2 rupees' })
  @IsOptional()
  @IsNumber(NUMBER, { message: 'handlingCharge must be a number' })
  handlingCharge?: number;
}

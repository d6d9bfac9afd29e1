import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Matches } from 'class-validator';
import { rupees } from '@jhatpat/domain';
import { Keeps } from '../platform/http/contract-field.js';

const PRODUCT_ID = /^[0-9a-f]{24}$/;
const PRODUCT_ID_MESSAGE = 'productId must be the id of a product';
// Whole-number and range rules live in the cart's decider, so every path gives the same messages.
const NUMBER = { allowNaN: false, allowInfinity: false };

export class SetQuantityBody {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' })
  @IsString({ message: PRODUCT_ID_MESSAGE })
  @Matches(PRODUCT_ID, { message: PRODUCT_ID_MESSAGE })
  productId!: string;

  @ApiProperty({ description: 'The absolute new quantity, 0 to 99; 0 removes the line', example: 2 })
  @IsNumber(NUMBER, { message: 'quantity must be a number' })
  quantity!: number;
}

export class ChangeQuantityBody {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' })
  @IsString({ message: PRODUCT_ID_MESSAGE })
  @Matches(PRODUCT_ID, { message: PRODUCT_ID_MESSAGE })
  productId!: string;

  @ApiProperty({ description: 'Added to the current quantity (negative to remove some)', example: -1 })
  @IsNumber(NUMBER, { message: 'change must be a number' })
  change!: number;
}

/** SPEC §7 sends all four; the server keeps tip and donation and fixes delivery and handling itself. */
export class ChooseChargesBody {
  @ApiProperty({ description: 'Rupees: 0, 20, 30, 50 or a custom whole amount up to 500', example: 20 })
  @Keeps(rupees, 'tipAmount must be a number')
  tipAmount!: number;

  @ApiProperty({ description: 'Rupees: 0 or 1', example: 1 })
  @Keeps(rupees, 'donationAmount must be a number')
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

export class MergeGuestCartBody {
  @ApiProperty({ description: 'The Guest-Token of the cart kept before logging in' })
  @IsString({ message: 'guestToken must be a guest cart token' })
  @Matches(/^[0-9a-f]{32}$/, { message: 'guestToken must be a guest cart token' })
  guestToken!: string;
}

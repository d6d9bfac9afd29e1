import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { paymentMethods, type PaymentMethod, rupees } from '@jhatpat/domain';
import { Keeps } from '../../platform/http/contract-field.js';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const ID = /^[0-9a-f]{24}$/;
const NUMBER = { allowNaN: false, allowInfinity: false };

export class OrderItemBody {
  @ApiProperty() @IsString() @Matches(ID, { message: 'items[].productId must be the id of a product' }) productId!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) image?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) variant?: string | null;
  @ApiProperty({ description: 'The unit price the shopper saw, in rupees' }) @Keeps(rupees, 'items[].price must be a number') price!: number;
  @ApiProperty() @IsNumber(NUMBER, { message: 'items[].quantity must be a number' }) quantity!: number;
}

/** docs/product.md §7 "POST /user-orders". The server re-prices everything; a figure that disagrees is refused. */
export class PlaceOrderBody {
  @ApiProperty() @IsString({ message: 'Please select an address' }) @Matches(ID, { message: 'Please select an address' }) addressId!: string;

  @ApiProperty({ enum: paymentMethods })
  @IsIn(paymentMethods as unknown as string[], { message: 'Please select a payment method' })
  paymentMethod!: PaymentMethod;

  @ApiProperty({ type: [OrderItemBody] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => OrderItemBody)
  items!: OrderItemBody[];

  @ApiProperty() @Keeps(rupees, 'itemsTotal must be a number conforming to the specified constraints') itemsTotal!: number;
  @ApiProperty() @Keeps(rupees, 'deliveryCharge must be a number conforming to the specified constraints') deliveryCharge!: number;
  @ApiProperty() @Keeps(rupees, 'handlingCharge must be a number conforming to the specified constraints') handlingCharge!: number;
  @ApiProperty() @Keeps(rupees, 'tipAmount must be a number conforming to the specified constraints') tipAmount!: number;
  @ApiProperty() @Keeps(rupees, 'donationAmount must be a number conforming to the specified constraints') donationAmount!: number;
  @ApiProperty() @Keeps(rupees, 'grandTotal must be a number conforming to the specified constraints') grandTotal!: number;
  @ApiProperty({ enum: ['pending'] }) @IsIn(['pending'], { message: 'paymentStatus must be "pending"' }) paymentStatus!: 'pending';
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) orderNotes?: string;
}

export class PlaceOrderResult {
  @ApiProperty() orderId!: string;
  @ApiPropertyOptional({ description: 'CARD and UPI: where to send the browser to pay' }) paymentUrl?: string;
}

export class ShortLineView {
  @ApiProperty({ example: '6750f0c1a3b2c4d5e6f70812' }) productId!: string;
  @ApiProperty({ example: 'Amul Fresh Paneer' }) name!: string;
  @ApiProperty({ example: 3, description: 'Units the order asked for' }) wanted!: number;
  @ApiProperty({ example: 1, description: 'Units left to order now (0: out of stock)' }) available!: number;
}

/** A 409: `shortLines` when stock ran short (every short line, not only the first), absent when a price or total changed. */
export class PlaceOrderConflict {
  @ApiProperty({ example: 409 }) statusCode!: number;
  @ApiProperty({ example: 'Not enough stock: Amul Fresh Paneer (1 left)' }) msg!: string;
  @ApiPropertyOptional({ type: [ShortLineView] }) shortLines?: ShortLineView[];
}

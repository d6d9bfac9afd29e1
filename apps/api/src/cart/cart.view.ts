import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RupeeBillView } from '../platform/http/rupee-bill.view.js';

class CartProductView {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'अमूल ताज़ा टोंड दूध', description: 'The Hindi name; the English name while none is known' }) nameHi!: string;
  @ApiProperty({ description: 'Today’s price in rupees' }) price!: number;
  @ApiProperty() image!: string;
  @ApiProperty({ type: String, nullable: true }) variant!: string | null;
}

class CartLineView {
  @ApiProperty({ type: CartProductView }) productId!: CartProductView;
  @ApiProperty() quantity!: number;
  @ApiProperty({ example: 12, description: 'Units of this product a shopper can order now; a quantity above it (0 included) is flagged before checkout' })
  available!: number;
}

/** docs/product.md §3 "Cart (server, logged in)": amounts in rupees with up to 2 decimals, computed by the server. */
export class CartView extends RupeeBillView {
  @ApiProperty({ type: [CartLineView] }) products!: CartLineView[];
  @ApiProperty({ description: 'Sum of quantities' }) count!: number;
  @ApiProperty({ description: 'Sum of price × quantity, in rupees' }) total!: number;
  @ApiPropertyOptional({ description: 'Guest carts only: the token to send back as Guest-Token' }) guestToken?: string;
  @ApiPropertyOptional() msg?: string;
}

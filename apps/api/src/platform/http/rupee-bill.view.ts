import { ApiProperty } from '@nestjs/swagger';

/**
 * The six amounts of a bill as the cart and the order both send them (libs/domain's `billInRupees`): rupees
 * with at most 2 decimals, computed by the server. One declaration, so the two views cannot drift apart.
 */
export class RupeeBillView {
  @ApiProperty({ description: 'Sum of the lines, in rupees' }) itemsTotal!: number;
  @ApiProperty({ description: 'Rupees' }) deliveryCharge!: number;
  @ApiProperty({ description: 'Rupees' }) handlingCharge!: number;
  @ApiProperty({ description: 'Rupees' }) tipAmount!: number;
  @ApiProperty({ description: 'Rupees' }) donationAmount!: number;
  @ApiProperty({ description: 'What the shopper pays, in rupees' }) grandTotal!: number;
}

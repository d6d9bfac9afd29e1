import { ApiProperty } from '@nestjs/swagger';

export class BannerView {
  @ApiProperty({ example: '6750f0c1000000000000b001' }) _id!: string;
  @ApiProperty({ example: 'Seasonal Sale' }) title!: string;
  @ApiProperty({ example: 'Shahi litchi, Malda mango and more' }) subtitle!: string;
  @ApiProperty({ example: 'seasonal-sale', description: 'Navigate to /{path} (guest) or /c/{path} (customer)' }) path!: string;
  @ApiProperty({ example: '/api/images/banners/seasonal-sale.svg' }) image!: string;
}

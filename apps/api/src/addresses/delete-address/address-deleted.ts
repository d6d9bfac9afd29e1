import { ApiProperty } from '@nestjs/swagger';

export class AddressDeleted {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000101' }) _id!: string;
  @ApiProperty({ example: 'Address deleted' }) msg!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '6921a3c0a1b2c3d4e5000102',
    description: 'The default address afterwards (another one is promoted when the default is deleted); null when none are left',
  })
  defaultAddressId!: string | null;
}

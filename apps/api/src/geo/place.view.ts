import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The address details the client reads from a Nominatim result (docs/product.md §2: title from road, neighbourhood or suburb). */
export class PlaceAddress {
  @ApiPropertyOptional({ example: 'Boring Road' }) road?: string;
  @ApiPropertyOptional({ example: 'Sri Krishna Puri' }) neighbourhood?: string;
  @ApiPropertyOptional({ example: 'Kankarbagh' }) suburb?: string;
  @ApiPropertyOptional({ example: 'Patna' }) city?: string;
  @ApiPropertyOptional({ example: 'Bihar' }) state?: string;
  @ApiPropertyOptional({ example: '800001' }) postcode?: string;
  @ApiPropertyOptional({ example: 'India' }) country?: string;
}

/** One place in Nominatim's jsonv2 shape (lat and lon are decimal strings, as Nominatim sends them). */
export class PlaceView {
  @ApiProperty({ example: 900001 }) place_id!: number;
  @ApiProperty({ example: 'Boring Road, Patna, Bihar, 800001, India' }) display_name!: string;
  @ApiProperty({ example: '25.6143' }) lat!: string;
  @ApiProperty({ example: '85.1172' }) lon!: string;
  @ApiProperty({ type: PlaceAddress }) address!: PlaceAddress;
}

export const placeAddressKeys = ['road', 'neighbourhood', 'suburb', 'city', 'state', 'postcode', 'country'] as const;

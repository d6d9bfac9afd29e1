import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type AddressType, addressText, addressTypes, isServiceable } from '@jhatpat/domain';

/** An addresses row as the handlers read it. */
export interface AddressRow {
  id: string;
  user_id: string;
  address_type: AddressType;
  custom_name: string | null;
  building: string;
  floor: string | null;
  locality: string;
  landmark: string | null;
  contact_name: string;
  contact_phone: string | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

export const ADDRESS_COLUMNS =
  'id, user_id, address_type, custom_name, building, floor, locality, landmark, contact_name, contact_phone, is_default, created_at, updated_at';

/** A saved address as the API shows it: docs/product.md §3 fields, plus the server's serviceability verdict. */
export class AddressView {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000101', description: '24 hexadecimal characters' }) _id!: string;
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001', description: 'The owner (always the caller)' }) userId!: string;
  @ApiProperty({ enum: addressTypes, example: 'Home' }) addressType!: AddressType;
  @ApiPropertyOptional({ example: "Nani's place", description: 'Only for the type Other' }) customName?: string;
  @ApiProperty({ example: 'Flat 4B, Sunrise Apartments' }) building!: string;
  @ApiPropertyOptional({ example: '2nd floor' }) floor?: string;
  @ApiProperty({ example: 'Boring Road, Patna, Bihar' }) locality!: string;
  @ApiPropertyOptional({ example: 'Opposite the petrol pump' }) landmark?: string;
  @ApiProperty({ example: 'Ravi Kumar' }) contactName!: string;
  @ApiPropertyOptional({ example: '9876543210' }) contactPhone?: string;
  @ApiProperty({ description: 'Exactly one of a user’s addresses is the default' }) isDefault!: boolean;
  @ApiProperty({ description: 'docs/product.md §4: the address text mentions Patna, so the shop delivers there' }) serviceable!: boolean;
  @ApiProperty({ example: '2025-11-22T10:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: '2025-11-22T10:00:00.000Z' }) updatedAt!: string;
}

export function toAddressView(row: AddressRow): AddressView {
  const optional = (key: 'customName' | 'floor' | 'landmark' | 'contactPhone', value: string | null) =>
    value === null ? {} : { [key]: value.trim() };
  const view = {
    _id: row.id,
    userId: row.user_id.trim(),
    addressType: row.address_type,
    ...optional('customName', row.custom_name),
    building: row.building,
    ...optional('floor', row.floor),
    locality: row.locality,
    ...optional('landmark', row.landmark),
    contactName: row.contact_name,
    ...optional('contactPhone', row.contact_phone),
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  return { ...view, serviceable: isServiceable(addressText(view)) };
}

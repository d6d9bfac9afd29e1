import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { addressLimits, addressTypes, checkAddressForm, defaultAddressType, PHONE_PATTERN, type AddressFormValues } from '@jhatpat/domain';

/**
 * docs/product.md §3/§7: the address form. The rules and their messages live in @jhatpat/domain's
 * checkAddressForm (shared with the web form), so the fields are only declared here.
 * userId, isDefault and _id are tolerated because the client echoes them, and ignored:
 * the owner comes from the token, the id from the path, and the default moves only by set-default.
 */
export class AddressBody {
  @ApiPropertyOptional({ enum: addressTypes, default: defaultAddressType }) @Allow() addressType?: unknown;
  @ApiPropertyOptional({ maxLength: addressLimits.customName, description: 'Required when addressType is Other' })
  @Allow()
  customName?: unknown;
  @ApiProperty({ maxLength: addressLimits.building, example: 'Flat 4B, Sunrise Apartments' }) @Allow() building?: unknown;
  @ApiPropertyOptional({ maxLength: addressLimits.floor, example: '2nd floor' }) @Allow() floor?: unknown;
  @ApiProperty({ maxLength: addressLimits.locality, example: 'Boring Road, Patna, Bihar' }) @Allow() locality?: unknown;
  @ApiPropertyOptional({ maxLength: addressLimits.landmark }) @Allow() landmark?: unknown;
  @ApiProperty({ maxLength: addressLimits.contactName, example: 'Ravi Kumar' }) @Allow() contactName?: unknown;
  @ApiPropertyOptional({ pattern: PHONE_PATTERN.source, example: '9876543210' }) @Allow() contactPhone?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the owner is the logged-in user', deprecated: true }) @Allow() userId?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: use PATCH /addresses/{id}/set-default', deprecated: true }) @Allow() isDefault?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the id is the one in the path', deprecated: true }) @Allow() _id?: unknown;
}

/** The checked, trimmed form values, or a 400 with the first docs/product.md §5 message. */
export function addressFormOf(body: AddressBody): AddressFormValues {
  const check = checkAddressForm({ ...body });
  if (!check.ok) throw new BadRequestException(check.message);
  return check.value;
}

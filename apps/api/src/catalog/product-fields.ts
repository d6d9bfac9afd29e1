import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { oneLineText, plainText, rupees as rupeeAmount } from '@jhatpat/domain';
import { Keeps } from '../platform/http/contract-field.js';
import { catalogMessages, MAX_PRICE_RUPEES } from './catalog-rules.js';

// Property decorators shared by add-product, edit-product and change-visibility.
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/api\/images\/[a-z0-9/_.-]+)$/i;
const CATEGORY = /^[a-zA-Z0-9][a-zA-Z0-9 -]{0,49}$/;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
// docs/product.md §5 "price is numeric": the admin form may send the input's text ("45.50"), so numeric text counts.
const numeric = Transform(({ value }) =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
);

const rupees = (message: string) => [
  numeric,
  Keeps(rupeeAmount, message),
  Min(0.01, { message }),
  Max(MAX_PRICE_RUPEES, { message }),
];

export const RequiredNameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Amul Taaza Toned Milk', maxLength: 200 }),
    trim,
    IsDefined({ message: catalogMessages.nameAndPriceRequired }),
    IsString({ message: catalogMessages.nameInvalid }),
    IsNotEmpty({ message: catalogMessages.nameAndPriceRequired }),
    MaxLength(200, { message: catalogMessages.nameInvalid }),
    Keeps(oneLineText, catalogMessages.nameInvalid),
  );

/** Required, but when the name is missing too, the name's message already says both. */
export const RequiredPriceField = () =>
  applyDecorators(
    ApiProperty({ example: 27, description: 'Rupees, positive, at most 2 decimals (numeric text accepted)' }),
    ValidateIf((body: { name?: unknown; price?: unknown }) => body.price !== undefined || hasText(body.name)),
    IsDefined({ message: catalogMessages.nameAndPriceRequired }),
    ...rupees(catalogMessages.priceInvalid),
  );

export const OptionalNameField = () => optionalName('Amul Taaza Toned Milk', catalogMessages.nameInvalid);

/** The Hindi name, held to the English name's rule; without one, shoppers reading Hindi see the English name. */
export const OptionalHindiNameField = () => optionalName('अमूल ताज़ा टोंड दूध', catalogMessages.nameHiInvalid);

const optionalName = (example: string, message: string) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength: 200 }),
    trim,
    IsOptional(),
    IsString({ message }),
    IsNotEmpty({ message }),
    MaxLength(200, { message }),
    Keeps(oneLineText, message),
  );

export const OptionalPriceField = (example: number, message: string = catalogMessages.priceInvalid) =>
  applyDecorators(ApiPropertyOptional({ example, description: 'Rupees, at most 2 decimals' }), IsOptional(), ...rupees(message));

export const OptionalTextField = (field: string, example: string, maxLength = 2000) =>
  applyDecorators(
    ApiPropertyOptional({ example, maxLength }),
    trim,
    IsOptional(),
    IsString({ message: `${field} ${catalogMessages.textInvalid}` }),
    MaxLength(maxLength, { message: `${field} ${catalogMessages.textInvalid}` }),
    Keeps(plainText, `${field} ${catalogMessages.textInvalid}`),
  );

export const OptionalCategoryField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'dairy', description: 'Stored lower-cased; a grid category or any shelf path' }),
    trim,
    IsOptional(),
    IsString({ message: catalogMessages.categoryInvalid }),
    Matches(CATEGORY, { message: catalogMessages.categoryInvalid }),
  );

export const OptionalImageField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'https://example.com/milk.jpg', description: 'Default: a placeholder image' }),
    trim,
    IsOptional(),
    IsString({ message: catalogMessages.imageInvalid }),
    MaxLength(500, { message: catalogMessages.imageInvalid }),
    Matches(IMAGE_URL, { message: catalogMessages.imageInvalid }),
  );

export const HiddenField = () =>
  applyDecorators(
    ApiProperty({ example: true, description: 'true hides the product from shoppers' }),
    IsDefined({ message: catalogMessages.hiddenInvalid }),
    IsBoolean({ message: catalogMessages.hiddenInvalid }),
  );

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

const PRODUCT_ID = /^[0-9a-f]{24}$/;
const PRODUCT_ID_MESSAGE = 'productId must be the id of a product';

// Whole-number and range rules live in the cart's decider, so every path gives the same messages.
export const NUMBER = { allowNaN: false, allowInfinity: false };

/** The product a cart line is about: the catalog's 24-hex id, before any lookup. */
export const ProductIdField = () =>
  applyDecorators(
    ApiProperty({ example: '6921a3c0a1b2c3d4e5000001' }),
    IsString({ message: PRODUCT_ID_MESSAGE }),
    Matches(PRODUCT_ID, { message: PRODUCT_ID_MESSAGE }),
  );

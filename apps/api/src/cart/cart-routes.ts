import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ErrorBody } from '../platform/auth/error-body.js';
import { Roles } from '../platform/auth/roles.decorator.js';

/** docs/product.md §7 "Cart" for logged-in customers (admins have no cart, docs/product.md §4): every /cart route's controller. */
export const CustomerCartRoutes = () => applyDecorators(ApiTags('cart'), Controller('cart'), Roles('customer'), ApiBadRequestResponse({ type: ErrorBody }));

/** docs/product.md §7 guest cart: kept on the server under a Guest-Token, issued when the request has none. */
export const GuestCartRoutes = () =>
  applyDecorators(
    ApiTags('cart'),
    Controller('guest-cart'),
    ApiHeader({ name: 'Guest-Token', required: false, description: 'Omit on the first call; send back the guestToken after' }),
    ApiBadRequestResponse({ type: ErrorBody }),
  );

import { Controller, Get, Inject, NotFoundException, Query, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { LimitPerClient } from '../../platform/http/client-limits/limit-per-client.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { Geocoder } from '../geocoder.js';
import { GeocoderUnavailableFilter } from '../nominatim/geocoder-unavailable.filter.js';
import { PlaceView } from '../place.view.js';
import { ReverseGeocodeParams } from './reverse-geocode.dto.js';

// docs/product.md §8 "Location panel": what the client shows when a reverse lookup finds nothing.
export const NOTHING_HERE = "Couldn't fetch address details. Please enter manually.";

@ApiTags('geo')
@Controller('geo')
@UseFilters(GeocoderUnavailableFilter)
export class ReverseGeocodeController {
  constructor(@Inject(Geocoder) private readonly geocoder: Geocoder) {}

  @Get('reverse')
  @LimitPerClient('geocoding')
  @ApiOperation({ summary: 'The place at a point (for "Use current location"), in Nominatim jsonv2 shape; no login needed' })
  @ApiOkResponse({ type: PlaceView })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Nothing known near the point' })
  @ApiBadGatewayResponse({ type: ErrorBody, description: 'The configured geocoder failed' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Too many lookups are queued for the geocoder' })
  @ApiGatewayTimeoutResponse({ type: ErrorBody, description: 'The configured geocoder did not answer within 3 s' })
  async reverse(@Query() params: ReverseGeocodeParams): Promise<PlaceView> {
    const place = await this.geocoder.reverse(params.lat, params.lon);
    if (!place) throw new NotFoundException(NOTHING_HERE);
    return place;
  }
}

import { Controller, Get, Inject, Query, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
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
import { SearchPlacesParams } from './search-places.dto.js';

@ApiTags('geo')
@Controller('geo')
@UseFilters(GeocoderUnavailableFilter)
export class SearchPlacesController {
  constructor(@Inject(Geocoder) private readonly geocoder: Geocoder) {}

  @Get('search')
  @LimitPerClient('geocoding')
  @ApiOperation({ summary: 'Places matching the text (at most 10, best first), in Nominatim jsonv2 shape; no login needed' })
  @ApiOkResponse({ type: [PlaceView] })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiBadGatewayResponse({ type: ErrorBody, description: 'The configured geocoder failed' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'Too many searches are queued for the geocoder' })
  @ApiGatewayTimeoutResponse({ type: ErrorBody, description: 'The configured geocoder did not answer within 3 s' })
  search(@Query() params: SearchPlacesParams): Promise<PlaceView[]> {
    return this.geocoder.search(params.q);
  }
}

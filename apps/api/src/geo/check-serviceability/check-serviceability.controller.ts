import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { deliveryCityDialog, isServiceable, shopRules } from '@jhatpat/domain';
import { LimitPerClient } from '../../platform/http/client-limits/limit-per-client.js';
import { ErrorBody } from '../../platform/auth/error-body.js';
import { normalise } from '../gazetteer/fuzzy-match.js';
import { localities } from '../gazetteer/localities.js';
import { CheckServiceabilityParams, Serviceability } from './check-serviceability.dto.js';

const knownCities = [...new Set(localities.map((locality) => locality.city))].map((city) => ({ city, words: normalise(city).join(' ') }));

@ApiTags('geo')
@Controller('geo')
export class CheckServiceabilityController {
  @Get('serviceability')
  @LimitPerClient('geocoding')
  @ApiOperation({ summary: 'Whether the shop delivers to an address text, with the docs/product.md §8 dialog text; no login needed' })
  @ApiOkResponse({ type: Serviceability })
  @ApiBadRequestResponse({ type: ErrorBody })
  check(@Query() { address }: CheckServiceabilityParams): Serviceability {
    const serviceable = isServiceable(address);
    const words = ` ${normalise(address).join(' ')} `;
    const city = serviceable ? shopRules.deliveryCity : (knownCities.find((known) => words.includes(` ${known.words} `))?.city ?? null);
    return { serviceable, city, message: deliveryCityDialog(address).message };
  }
}

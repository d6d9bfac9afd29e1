import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../auth/error-body.js';
import { MetricsReaderGuard } from '../auth/operator-access.js';
import { ShopMetrics } from './shop-metrics.js';

@ApiTags('platform')
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(ShopMetrics) private readonly metrics: ShopMetrics) {}

  /** Prometheus text format, for a scraper with METRICS_TOKEN or an admin. */
  @Get()
  @UseGuards(MetricsReaderGuard)
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4', type: String })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'No token, or neither METRICS_TOKEN nor a valid login' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A login that is not an admin' })
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}

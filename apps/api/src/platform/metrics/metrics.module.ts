import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module.js';
import { MetricsController } from './metrics.controller.js';
import { ShopMetrics } from './shop-metrics.js';

/** GET /api/metrics (Prometheus); the HTTP timing hook is added by createApp (request-metrics.ts). */
@Module({ imports: [HealthModule], controllers: [MetricsController], providers: [ShopMetrics], exports: [ShopMetrics] })
export class MetricsModule {}

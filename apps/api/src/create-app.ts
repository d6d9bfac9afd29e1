import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { answerShelfListFromMemory, banners, CatalogCache } from './catalog/index.js';
import { keepRawWebhookBodies } from './payments/index.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ApiExceptionFilter } from './platform/http/api-exception.filter.js';
import { limitBodyDepth } from './platform/http/body-depth.js';
import { ContractValidationPipe } from './platform/http/contract-validation.pipe.js';
import { answerFrameworkError } from './platform/http/framework-errors.js';
import { setUpOpenApi } from './platform/http/openapi.js';
import { sendPrecompressed } from './platform/http/precompressed-json.js';
import { refuseUnsafeText } from './platform/http/text-rule.js';
import { addSecurityHeaders } from './platform/http/security-headers.js';
import { ShopFastifyAdapter } from './platform/http/shop-fastify-adapter.js';
import { WebAppFallback } from './platform/http/web-app-fallback.js';
import { serveStorybook, serveWebApp } from './platform/http/web-app-static.js';
import { createAppLogger } from './platform/logging/app-logger.js';
import { recordRequestMetrics } from './platform/metrics/request-metrics.js';

/** Builds the whole shop (API under /api, web app at /) without listening, for main.ts and the tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    // X-Forwarded-For names the client only when it comes from a proxy the operator named (TRUST_PROXY).
    new ShopFastifyAdapter({ trustProxy: config.trustProxy ?? false, bodyLimit: 1024 * 1024, frameworkErrors: answerFrameworkError }),
    { logger: createAppLogger(config.logLevel, config.logFormat ?? 'json'), abortOnError: false },
  );
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  // ASVS 15.3.3: each body takes only the fields its DTO declares; anything else is a 400, never stored.
  app.useGlobalPipes(
    new ContractValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
    }),
  );
  app.useGlobalFilters(new ApiExceptionFilter(config.webDistDir ? new WebAppFallback(config.webDistDir) : null));
  setUpOpenApi(app);
  addSecurityHeaders(app);
  limitBodyDepth(app);
  refuseUnsafeText(app);
  recordRequestMetrics(app);
  sendPrecompressed(app);
  // Webhook signatures cover the exact bytes; an HTTP concern, so it is set up here and not in
  // PaymentsModule, whose providers the command-line tools also load (they have no HTTP server).
  keepRawWebhookBodies(app.getHttpAdapter().getInstance());
  // The shelf list from the catalog's snapshot, before Nest's pipeline (docs/decisions.md#shelf-list-from-memory).
  answerShelfListFromMemory(app.getHttpAdapter().getInstance(), app.get(CatalogCache));
  if (config.webDistDir) await serveWebApp(app, config.webDistDir, { homeSlides: banners });
  if (config.storybookDir) await serveStorybook(app, config.storybookDir);
  return app;
}

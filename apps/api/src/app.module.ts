import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './platform/config/app-config.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { ClientLimitsModule } from './platform/http/client-limits/client-limits.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventStoreModule } from './platform/event-store/event-store.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { PersonalDataModule } from './platform/personal-data/index.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';
import { AddressesModule } from './addresses/index.js';
import { CatalogModule } from './catalog/index.js';
import { GeoModule } from './geo/index.js';
import { IdentityModule, LoginSessionsModule } from './identity/index.js';
import { InsightsModule } from './insights/index.js';
import { OpeningStockModule } from './stock/index.js';
import { eventSourcedContexts } from './event-sourced-contexts.js';
import { shopMigrations } from './shop-migrations.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config), CqrsModule.forRoot(), DatabaseModule.forRoot({ migrations: shopMigrations }), EventStoreModule.forRoot({ backgroundWork: true }), PersonalDataModule, AuthModule, LoginSessionsModule, ClientLimitsModule, HealthModule, MetricsModule,
        IdentityModule, CatalogModule, ...eventSourcedContexts, AddressesModule, GeoModule, RealtimeModule, InsightsModule, OpeningStockModule,
      ],
    };
  }
}

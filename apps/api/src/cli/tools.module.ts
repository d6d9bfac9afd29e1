import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { eventSourcedContexts } from '../event-sourced-contexts.js';
import { LoginSessionsModule } from '../identity/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { AuthModule } from '../platform/auth/auth.module.js';
import { ConfigModule } from '../platform/config/config.module.js';
import { DatabaseModule } from '../platform/database/database.module.js';
import type { DatabaseAccess } from '../platform/database/database.js';
import { EventStoreModule } from '../platform/event-store/event-store.module.js';
import { ClientLimitsModule } from '../platform/http/client-limits/client-limits.module.js';
import { PersonalDataModule } from '../platform/personal-data/index.js';
import { RealtimeModule } from '../platform/realtime/realtime.module.js';
import { shopMigrations } from '../shop-migrations.js';

/**
 * What the command-line tools load of the shop: the database, the event store, and the contexts that
 * register stream models, read models and processors with it (the same list as AppModule), with no
 * background work: processors are registered but never started, the live feed never tails, nothing
 * is seeded. AuthModule, ClientLimitsModule, CqrsModule and RealtimeModule are there only because those contexts' controllers
 * and gateways are built with their guards and buses; a tool serves no HTTP and opens no socket.
 */
@Module({})
export class ToolsModule {
  static forRoot(config: AppConfig, access: DatabaseAccess): DynamicModule {
    return {
      module: ToolsModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        DatabaseModule.forRoot({ migrations: shopMigrations, access }),
        EventStoreModule.forRoot({ backgroundWork: false }),
        PersonalDataModule,
        AuthModule,
        LoginSessionsModule,
        ClientLimitsModule,
        RealtimeModule,
        ...eventSourcedContexts,
      ],
    };
  }
}

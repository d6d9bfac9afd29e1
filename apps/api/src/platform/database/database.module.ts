import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Database, type DatabaseAccess } from './database.js';

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The shop and `rebuild` open it read-write (migrating it); the audit tools read-only. */
  static forRoot(access: DatabaseAccess = 'read-write'): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.open(config.database, access) },
        { provide: DataSource, inject: [Database], useFactory: (database: Database) => database.dataSource },
      ],
      exports: [Database, DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

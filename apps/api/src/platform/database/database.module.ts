import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Database, type DatabaseOpening } from './database.js';
import { Sql } from './sql-transaction.js';

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * The shop and `rebuild` open it read-write (migrating it); the audit tools read-only. The migrations
   * come from the app (src/shop-migrations.ts): each context owns its own.
   */
  static forRoot(opening: DatabaseOpening): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.open(config.database, opening) },
        { provide: Sql, inject: [Database], useFactory: (database: Database) => database.sql },
        // TypeORM's DataSource: the migration runner's; the tests inspect the database through it.
        { provide: DataSource, inject: [Database], useFactory: (database: Database) => database.dataSource },
      ],
      exports: [Database, Sql, DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

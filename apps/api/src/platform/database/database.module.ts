import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Database } from './database.js';

@Global()
@Module({
  providers: [
    { provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.open(config.database) },
    { provide: DataSource, inject: [Database], useFactory: (database: Database) => database.dataSource },
  ],
  exports: [Database, DataSource],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

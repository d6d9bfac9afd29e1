import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Database } from '../database/database.js';

class MigrationState {
  @ApiProperty({ type: [String] }) applied!: string[];
  @ApiProperty({ type: [String] }) pending!: string[];
}

class EventLogState {
  @ApiProperty({ description: 'Global position of the newest event (a bigint, as a string); "0" when empty' })
  position!: string;
}

export class HealthReport {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['pglite', 'postgres'] }) engine!: 'pglite' | 'postgres';
  @ApiProperty() migrations!: MigrationState;
  @ApiProperty() eventLog!: EventLogState;
}

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(@Inject(Database) private readonly database: Database) {}

  @Get()
  @ApiOkResponse({ type: HealthReport })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async health(): Promise<HealthReport> {
    try {
      const [applied, pending, [log]] = await Promise.all([
        this.database.appliedMigrations(),
        this.database.pendingMigrations(),
        this.database.dataSource.query(`SELECT coalesce(max(global_position), 0)::text AS position FROM es_events`),
      ]);
      return { status: 'ok', engine: this.database.engine, migrations: { applied, pending }, eventLog: log };
    } catch {
      throw new ServiceUnavailableException('The database is not answering. Please try again shortly.');
    }
  }
}

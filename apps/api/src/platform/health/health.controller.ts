import { Controller, Get, Headers, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { OperatorAccess } from '../auth/operator-access.js';
import { Database } from '../database/database.js';
import { HealthReport, withoutDetails } from './health-report.view.js';
import { ProcessingHealth } from './processing-health.js';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(ProcessingHealth) private readonly processing: ProcessingHealth,
    @Inject(OperatorAccess) private readonly access: OperatorAccess,
  ) {}

  /**
   * 200 while the database answers, "ok" or "degraded" with reasons (a load balancer keeps a degraded
   * instance: restarting it would not move a held-back processor); 503 when the database does not.
   * Error messages and the holder's names only for staff or the metrics token.
   */
  @Get()
  @ApiOkResponse({ type: HealthReport })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async health(@Headers('authorization') authorization?: string): Promise<HealthReport> {
    let answers: [string[], string[], { position: string }[], Awaited<ReturnType<ProcessingHealth['report']>>];
    try {
      answers = await Promise.all([
        this.database.appliedMigrations(),
        this.database.pendingMigrations(),
        this.database.sql.query(`SELECT coalesce(max(global_position), 0)::text AS position FROM es_events`),
        this.processing.report(),
      ]);
    } catch {
      throw new ServiceUnavailableException('The database is not answering. Please try again shortly.');
    }
    const [applied, pending, [log], full] = answers;
    const processing = (await this.access.seesDetails(authorization)) ? full : withoutDetails(full);
    return {
      status: processing.reasons.length === 0 ? 'ok' : 'degraded',
      engine: this.database.engine,
      migrations: { applied, pending },
      eventLog: { ...log, protection: this.database.protection },
      ...processing,
    };
  }
}

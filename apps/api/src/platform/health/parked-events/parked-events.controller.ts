import { BadRequestException, ConflictException, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../auth/authenticated-user.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { ErrorBody } from '../../auth/error-body.js';
import { Roles } from '../../auth/roles.decorator.js';
import { Sql, type SqlClient } from '../../database/sql-transaction.js';
import { listParkedEvents, PARKED_STATUSES, type ParkedEvent } from '../../event-store/parked-events.js';
import { ProcessorHost, UnknownProcessorError } from '../../event-store/processor-host.js';
import { countParam, optionalChoice } from '../../http/query-params.js';
import { Pagination, pagination } from '../../http/pagination.js';

class ParkedEventView {
  @ApiProperty({ description: 'Its number in the dead-letter table (a bigint, as a string)' }) id!: string;
  @ApiProperty() processorId!: string;
  @ApiProperty() eventId!: string;
  @ApiProperty({ description: 'The event’s global position (a bigint, as a string)' }) globalPosition!: string;
  @ApiProperty() streamId!: string;
  @ApiProperty() eventType!: string;
  @ApiProperty({ description: 'The last failure’s message' }) error!: string;
  @ApiProperty({ description: 'Tries so far, retries included' }) attempts!: number;
  @ApiProperty() firstFailedAt!: Date;
  @ApiProperty() lastFailedAt!: Date;
  @ApiProperty({ enum: PARKED_STATUSES }) status!: ParkedEvent['status'];
  @ApiProperty({ nullable: true, type: String, description: 'The user id of the admin who last retried it' }) retriedBy!: string | null;
  @ApiProperty({ nullable: true, type: String }) retriedAt!: Date | null;
  @ApiProperty({ nullable: true, type: String }) resolvedAt!: Date | null;
}

class ParkedEventList {
  @ApiProperty({ type: [ParkedEventView] }) parked!: ParkedEvent[];
  @ApiProperty() pagination!: Pagination;
}

const PROCESSOR_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
const PARKED_ID = /^[1-9]\d{0,17}$/;

/**
 * The dead-letter table (docs/decisions.md#parked-events): events a processor gave up on after its
 * bound of tries. Admins and auditors list them; an admin retries one through its processor.
 */
@ApiTags('admin')
@Controller('admin/parked-events')
export class ParkedEventsController {
  private readonly sql: SqlClient;

  constructor(
    @Inject(Sql) db: Sql,
    @Inject(ProcessorHost) private readonly host: ProcessorHost,
  ) {
    this.sql = db;
  }

  @Get()
  @Roles('admin', 'auditor')
  @ApiQuery({ name: 'status', required: false, enum: [...PARKED_STATUSES, 'all'], description: 'Default parked' })
  @ApiQuery({ name: 'processor', required: false, description: 'A processor id, e.g. order-notifications:v1' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: '1–100, default 20' })
  @ApiOkResponse({ type: ParkedEventList })
  async list(@Query('status') status?: string, @Query('processor') processor?: string, @Query('page') page?: string, @Query('limit') limit?: string): Promise<ParkedEventList> {
    if (processor !== undefined && processor !== '' && (typeof processor !== 'string' || !PROCESSOR_ID.test(processor))) {
      throw new BadRequestException('processor must be a processor id: letters, digits, "-", "_", "." or ":"');
    }
    const filter = {
      status: status === undefined || status === '' ? 'parked' : optionalChoice(status, PARKED_STATUSES, 'status'),
      processorId: processor || undefined,
      page: countParam(page, 'page', { fallback: 1, max: 1_000_000 }),
      limit: countParam(limit, 'limit', { fallback: 20, max: 100 }),
    } as const;
    const { parked, total } = await listParkedEvents(this.sql, filter);
    return { parked, pagination: pagination(filter.page, filter.limit, total) };
  }

  /** Runs the event through its processor again: 200 with it resolved, or still parked with the new error. */
  @Post(':id/retry')
  @HttpCode(200)
  @Roles('admin')
  @ApiOkResponse({ type: ParkedEventView, description: 'status "resolved" when the processor took it, "parked" with the new error when it failed again' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already resolved, or its processor does not run in this instance' })
  async retry(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<ParkedEvent> {
    if (!PARKED_ID.test(id)) throw new BadRequestException("id must be a parked event's number");
    const outcome = await this.host.retryParked(id, admin.id).catch((error: unknown) => {
      throw error instanceof UnknownProcessorError ? new ConflictException(error.message) : error;
    });
    if (!outcome) throw new NotFoundException('There is no parked event with this number.');
    if (!outcome.ran) throw new ConflictException('This parked event is already resolved.');
    return outcome.parked;
  }
}

import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Pagination, pagination } from '../../platform/http/pagination.js';
import { Upcasters } from '../../platform/event-store/index.js';
import { AuditEventView, toAuditEventView } from '../audit-event.view.js';
import { parseMoment, parsePositiveInt } from '../audit-query.params.js';
import { listEvents } from './list-events.js';

class EventFeedView {
  @ApiProperty({ type: [AuditEventView] }) events!: AuditEventView[];
  @ApiProperty() pagination!: Pagination;
}

const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

@ApiTags('audit')
@Controller('audit/events')
@Roles('admin', 'auditor')
export class EventFeedController {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  @Get()
  @ApiQuery({ name: 'type', required: false, description: 'Event type, e.g. OrderPlaced' })
  @ApiQuery({ name: 'from', required: false, description: 'ISO 8601: recorded at or after' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO 8601: recorded at or before' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: '1–200, default 50' })
  @ApiOkResponse({ type: EventFeedView })
  async list(
    @Query('type') type?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<EventFeedView> {
    if (type !== undefined && type !== '' && !EVENT_TYPE.test(type)) throw new BadRequestException('type must be an event type name such as OrderPlaced');
    const filter = {
      type: type || undefined,
      from: parseMoment(from, 'from'),
      to: parseMoment(to, 'to'),
      page: parsePositiveInt(page, 'page', 1, 1_000_000),
      limit: parsePositiveInt(limit, 'limit', 50, 200),
    };
    if (filter.from && filter.to && filter.from > filter.to) throw new BadRequestException('from must not be after to');
    const listed = await listEvents(this.db, this.upcasters, filter);
    const [events, total] = [await this.personalData.reveal(listed.events), listed.total];
    return {
      events: events.map((event) => toAuditEventView(event)),
      pagination: pagination(filter.page, filter.limit, total),
    };
  }
}

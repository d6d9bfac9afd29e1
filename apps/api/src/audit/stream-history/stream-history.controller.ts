import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { EventStore } from '../../platform/event-store/index.js';
import { AuditEventView, toAuditEventView } from '../audit-event.view.js';
import { parseStreamId } from '../audit-query.params.js';
import { storedStreamId } from '../auditor-view/guest-stream-names.js';

class StreamHistoryView {
  @ApiProperty() streamId!: string;
  @ApiProperty() streamType!: string;
  @ApiProperty({ type: [AuditEventView] }) events!: AuditEventView[];
}

@ApiTags('audit')
@Controller('audit/streams')
@Roles('admin', 'auditor')
export class StreamHistoryController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Sql) private readonly db: Sql,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  /** A stream's whole history, oldest first, with who did what. */
  @Get(':streamId/events')
  @ApiOkResponse({ type: StreamHistoryView })
  async history(@Param('streamId') rawStreamId: string): Promise<StreamHistoryView> {
    const streamId = parseStreamId(rawStreamId);
    const stored = await storedStreamId(this.db, streamId);
    const events = stored ? await this.personalData.reveal(await this.store.readStream(stored)) : [];
    if (events.length === 0) throw new NotFoundException(`No events recorded for ${streamId}`);
    return { streamId, streamType: events[0].streamType, events: events.map((event) => toAuditEventView(event)) };
  }
}

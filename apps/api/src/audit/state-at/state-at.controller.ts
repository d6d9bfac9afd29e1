import { Controller, Get, Inject, NotFoundException, Param, Query, UnprocessableEntityException } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { EventStore, foldStream, StreamModels } from '../../platform/event-store/index.js';
import { AuditEventView, toAuditEventView } from '../audit-event.view.js';
import { parseMoment, parseStreamId, SEEN_AT } from '../audit-query.params.js';
import { storedStreamId } from '../auditor-view/guest-stream-names.js';
import { maskPersonalData } from '../auditor-view/personal-data-mask.js';

class StreamStateView {
  @ApiProperty() streamId!: string;
  @ApiProperty() streamType!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The moment asked for, or null for now' }) at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: SEEN_AT }) seenAt!: string | null;
  @ApiProperty({ description: 'How many events the state folds' }) version!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the stream’s events leave, folded with the write side’s evolve' }) state!: unknown;
  @ApiProperty({ type: [AuditEventView] }) events!: AuditEventView[];
}

@ApiTags('audit')
@Controller('audit/streams')
@Roles('admin', 'auditor')
export class StateAtController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(Sql) private readonly db: Sql,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  /** A stream's state at a past moment, folded in memory with the write side's own evolve. */
  @Get(':streamId/state')
  @ApiQuery({ name: 'at', required: false, description: 'ISO 8601 moment; omitted: now' })
  @ApiOkResponse({ type: StreamStateView })
  async stateAt(@Param('streamId') rawStreamId: string, @Query('at') rawAt?: string): Promise<StreamStateView> {
    const streamId = parseStreamId(rawStreamId);
    const at = parseMoment(rawAt, 'at');
    const mark = at ? await this.store.commitMarkAt(at) : undefined;
    const stored = await storedStreamId(this.db, streamId);
    const events = stored ? await this.personalData.reveal(await this.store.readStream(stored, { mark })) : [];
    if (events.length === 0) {
      throw new NotFoundException(at ? `${streamId} had no events at ${at.toISOString()}` : `No events recorded for ${streamId}`);
    }
    const model = this.models.get(events[0].streamType);
    if (!model) throw new UnprocessableEntityException(`${events[0].streamType} streams have no state model to replay`);
    return {
      streamId,
      streamType: events[0].streamType,
      at: at?.toISOString() ?? null,
      seenAt: mark?.markedAt.toISOString() ?? null,
      version: events[events.length - 1].streamVersion,
      state: maskPersonalData(foldStream(model, events)),
      events: events.map((event) => toAuditEventView(event)),
    };
  }
}

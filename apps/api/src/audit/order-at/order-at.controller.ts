import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { PersonalData } from '../../platform/personal-data/index.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { EventStore, foldStream, type RecordedEvent, StreamModels } from '../../platform/event-store/index.js';
import { AuditEventView, toAuditEventView } from '../audit-event.view.js';
import { parseMoment, parseStreamId, SEEN_AT } from '../audit-query.params.js';
import { paymentStreamsOfOrder } from '../order-payment-streams.js';

class StreamAtView {
  @ApiProperty() streamId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: Object, nullable: true, description: 'null when no model is registered for the stream type' })
  state!: unknown;
  @ApiProperty({ type: [AuditEventView] }) events!: AuditEventView[];
}

class OrderAtView {
  @ApiProperty() orderId!: string;
  @ApiProperty({ nullable: true }) at!: string | null;
  @ApiProperty({ nullable: true, description: SEEN_AT }) seenAt!: string | null;
  @ApiProperty() order!: StreamAtView;
  @ApiProperty({ type: [StreamAtView] }) payments!: StreamAtView[];
}

@ApiTags('audit')
@Controller('audit/orders')
@Roles('admin', 'auditor')
export class OrderAtController {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  /** An order and its payments as they stood at a moment: who did what, and the state it left. */
  @Get(':id')
  @ApiQuery({ name: 'at', required: false, description: 'ISO 8601 moment; omitted: now' })
  @ApiOkResponse({ type: OrderAtView })
  async orderAt(@Param('id') rawId: string, @Query('at') rawAt?: string): Promise<OrderAtView> {
    const orderId = parseStreamId(rawId);
    const at = parseMoment(rawAt, 'at');
    // One mark for the order and its payments: they show together what one reader saw.
    const mark = at ? await this.store.commitMarkAt(at) : undefined;
    const orderEvents = await this.personalData.reveal(await this.store.readStream(`order-${orderId}`, { mark }));
    if (orderEvents.length === 0) {
      throw new NotFoundException(at ? `Order ${orderId} did not exist at ${at.toISOString()}` : `No events recorded for order ${orderId}`);
    }
    const paymentStreams = await paymentStreamsOfOrder(this.db, orderId);
    const payments = await Promise.all(paymentStreams.map((streamId) => this.store.readStream(streamId, { mark })));
    return {
      orderId,
      at: at?.toISOString() ?? null,
      seenAt: mark?.markedAt.toISOString() ?? null,
      order: this.view(`order-${orderId}`, orderEvents),
      payments: payments.filter((events) => events.length > 0).map((events) => this.view(events[0].streamId, events)),
    };
  }

  private view(streamId: string, events: readonly RecordedEvent[]): StreamAtView {
    const model = this.models.get(events[0].streamType);
    return {
      streamId,
      version: events[events.length - 1].streamVersion,
      state: model ? foldStream(model, events) : null,
      events: events.map(toAuditEventView),
    };
  }
}

import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { EventStore, foldStream, type RecordedEvent, StreamModels } from '../../platform/event-store/index.js';
import { PersonalData } from '../../platform/personal-data/index.js';
import { AuditEventView, type AuditorSight, toAuditEventView } from '../audit-event.view.js';
import { SEEN_AT } from '../audit-query.params.js';
import { maskPersonalData } from '../auditor-view/personal-data-mask.js';
import { orderIdOf } from '../order-by-number.js';
import { paymentStreamsOfOrder } from '../order-payment-streams.js';

export class StreamAtView {
  @ApiProperty() streamId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'null when no model is registered for the stream type' })
  state!: unknown;
  @ApiProperty({ type: [AuditEventView] }) events!: AuditEventView[];
}

export class OrderAtView {
  @ApiProperty() orderId!: string;
  @ApiProperty({ description: 'The number everyone calls the order by (JP-000123), as its OrderPlaced gave it', example: 'JP-000123' })
  orderNumber!: string;
  @ApiProperty({ type: String, nullable: true }) at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: SEEN_AT }) seenAt!: string | null;
  @ApiProperty({ description: 'false: phones and addresses are masked; true: this answer was unmasked, and that was recorded' })
  unmasked!: boolean;
  @ApiProperty() order!: StreamAtView;
  @ApiProperty({ type: [StreamAtView] }) payments!: StreamAtView[];
}

/** An order and its payments as they stood at a moment, for the masked view and the recorded unmasking alike. */
@Injectable()
export class OrderAtReader {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(Sql) private readonly db: Sql,
    @Inject(PersonalData) private readonly personalData: PersonalData,
  ) {}

  /** The id of the order named by its number or its id, as an auditor typed it (404 for a number no order has). */
  orderIdOf(typed: string): Promise<string> {
    return orderIdOf(this.db, typed);
  }

  async read(orderId: string, at: Date | undefined, sight: AuditorSight): Promise<OrderAtView> {
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
      orderNumber: String((orderEvents[0].data as { orderNumber?: unknown }).orderNumber ?? ''),
      at: at?.toISOString() ?? null,
      seenAt: mark?.markedAt.toISOString() ?? null,
      unmasked: Boolean(sight.unmasked),
      order: this.view(`order-${orderId}`, orderEvents, sight),
      payments: payments.filter((events) => events.length > 0).map((events) => this.view(events[0].streamId, events, sight)),
    };
  }

  private view(streamId: string, events: readonly RecordedEvent[], sight: AuditorSight): StreamAtView {
    const model = this.models.get(events[0].streamType);
    const state = model ? foldStream(model, events) : null;
    return {
      streamId,
      version: events[events.length - 1].streamVersion,
      state: sight.unmasked ? state : maskPersonalData(state),
      events: events.map((event) => toAuditEventView(event, sight)),
    };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import type { EventMetadata, RecordedEvent } from '../platform/event-store/index.js';
import { shownStreamId } from './auditor-view/guest-stream-names.js';
import { maskPersonalData } from './auditor-view/personal-data-mask.js';

const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;

/** One event as an auditor reads it: what happened, to which stream, when, who did it and why. */
export class AuditEventView {
  @ApiProperty() eventId!: string;
  @ApiProperty() streamId!: string;
  @ApiProperty() streamType!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'Global position in the log (a bigint, as a string)' }) position!: string;
  @ApiProperty() type!: string;
  @ApiProperty() schemaVersion!: number;
  @ApiProperty() recordedAt!: string;
  // Each event type has a payload of its own (the event catalogue in each context's *.events.ts): the feed
  // promises an object, not its keys.
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The event’s payload, personal data masked unless unmasked' })
  data!: Record<string, unknown>;
  // The event store's EventMetadata: what a command did not say is absent, and an event recorded before a
  // key was named may carry others (paymentId on early payment events), hence the open object.
  @ApiProperty({
    type: 'object',
    properties: { actorId: nullableText, role: nullableText, commandId: text, idempotencyKey: text, correlationId: text, causationId: text },
    additionalProperties: true,
    description: 'Who caused it and in answer to what',
  })
  metadata!: EventMetadata;
}

/** Personal data masked unless the caller unmasked this one order (audit/unmask-order). */
export interface AuditorSight {
  unmasked?: boolean;
}

export function toAuditEventView(event: RecordedEvent, sight: AuditorSight = {}): AuditEventView {
  const shown = (value: unknown) => (sight.unmasked ? value : maskPersonalData(value));
  return {
    eventId: event.eventId,
    streamId: shownStreamId(event.streamId),
    streamType: event.streamType,
    version: event.streamVersion,
    position: event.globalPosition,
    type: event.type,
    schemaVersion: event.schemaVersion,
    recordedAt: event.recordedAt.toISOString(),
    data: shown(event.data) as Record<string, unknown>,
    metadata: shown(event.metadata) as EventMetadata,
  };
}

import { ApiProperty } from '@nestjs/swagger';
import type { RecordedEvent } from '../platform/event-store/index.js';

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
  @ApiProperty({ type: Object }) data!: unknown;
  @ApiProperty({ type: Object, description: 'actorId, role, commandId, idempotencyKey, correlationId, causationId' })
  metadata!: Record<string, unknown>;
}

export function toAuditEventView(event: RecordedEvent): AuditEventView {
  return {
    eventId: event.eventId,
    streamId: event.streamId,
    streamType: event.streamType,
    version: event.streamVersion,
    position: event.globalPosition,
    type: event.type,
    schemaVersion: event.schemaVersion,
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    metadata: event.metadata,
  };
}

import { ApiProperty } from '@nestjs/swagger';
import type { RecordedEvent } from '../platform/event-store/index.js';
import { shownStreamId } from './auditor-view/guest-stream-names.js';
import { maskPersonalData } from './auditor-view/personal-data-mask.js';

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
    data: shown(event.data),
    metadata: shown(event.metadata) as Record<string, unknown>,
  };
}

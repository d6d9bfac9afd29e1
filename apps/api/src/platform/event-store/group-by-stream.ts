import type { RecordedEvent } from './event.types.js';

/** A batch's events by stream, each stream's in the batch's order: how a per-stream projection folds them. */
export function groupByStream(events: readonly RecordedEvent[]): Map<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const stream = streams.get(event.streamId);
    if (stream) stream.push(event);
    else streams.set(event.streamId, [event]);
  }
  return streams;
}

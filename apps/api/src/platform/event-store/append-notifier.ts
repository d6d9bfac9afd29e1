import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from './event.types.js';

/** Called with the events of one commit. */
type Listener = (events: readonly RecordedEvent[]) => void;

/**
 * Wakes this process's log readers right after a commit, so a push does not wait for the next poll.
 * A reader names the event types it reads and is woken only by those: most commits are cart changes
 * that no reader wants, and a needless wake is a batch transaction on the database (bench/README.md,
 * cart). Other instances learn of the commit by polling; nothing durable depends on this signal.
 * Every commit that appends passes here (EventStore's own, and a processor batch's via ProcessorHost),
 * so it is also where appended events are counted (platform/metrics).
 */
@Injectable()
export class AppendNotifier {
  private readonly listeners = new Map<Listener, ReadonlySet<string> | null>();

  notify(events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    for (const [listener, types] of this.listeners) {
      if (types === null || events.some((event) => types.has(event.type))) listener(events);
    }
  }

  /** `eventTypes` absent: woken by every commit. */
  subscribe(listener: Listener, eventTypes?: readonly string[]): () => void {
    this.listeners.set(listener, eventTypes ? new Set(eventTypes) : null);
    return () => this.listeners.delete(listener);
  }
}

import { Injectable } from '@nestjs/common';

/**
 * Wakes this process's log readers right after a commit, so a push does not wait for the next poll.
 * Other instances learn of the commit by polling; nothing durable depends on this signal.
 */
@Injectable()
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

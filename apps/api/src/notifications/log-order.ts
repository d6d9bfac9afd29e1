import type { LogCursor } from '../platform/event-store/index.js';

/** Whether `a` comes after `b` in the log's commit-safe order (transaction id, then position). */
export function isAfter(a: LogCursor, b: LogCursor): boolean {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  if (ta !== tb) return ta > tb;
  return BigInt(a.globalPosition) > BigInt(b.globalPosition);
}

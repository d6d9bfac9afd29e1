import type { OrderNotification } from '@jhatpat/api-client';

/** The pushed and the fetched notifications as one list, newest first, each once (by id). */
export function mergeNotifications(pushed: readonly OrderNotification[], fetched: readonly OrderNotification[]): OrderNotification[] {
  const byId = new Map<string, OrderNotification>();
  for (const notification of [...pushed, ...fetched]) if (!byId.has(notification.id)) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

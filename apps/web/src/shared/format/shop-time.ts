// The shop runs on Patna time whatever the device's zone: every screen shows times the same way.

/** "24 Nov 2026, 8:26 am": when an order was placed, a payment made, an event recorded. */
export const shopDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "24 Nov 2026, 8:26:05 am": an event in a history, where the order of seconds matters (the audit views). */
export const shopDateTimeToSecond = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** How long since `since`, read at a glance: "4 min", "1 h 20 min", "2 d". */
export function elapsedSince(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d`;
}

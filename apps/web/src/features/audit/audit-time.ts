/** Times in the audit views: to the second, in the shop's time zone. */
export const auditTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

const IST_OFFSET = '+05:30';
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A `datetime-local` value read as Patna time (IST, no daylight saving), as an ISO moment; undefined when
 * empty or invalid. Every time the audit shows is IST, so the moment asked for is too, whatever the
 * browser's own zone (read as the browser's zone, a UTC browser asked for 5½ hours later than it meant).
 */
export function momentOf(local: string): string | undefined {
  if (!LOCAL_VALUE.test(local)) return undefined;
  const time = new Date(`${local.length === 16 ? `${local}:00` : local}${IST_OFFSET}`);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** An ISO moment as the `datetime-local` value that momentOf reads back to it (IST, to the second). */
export function localValueOf(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return ist.slice(0, 19);
}

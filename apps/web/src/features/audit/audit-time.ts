/** Times in the audit views: to the second, in the shop's time zone. */
export const auditTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** A `datetime-local` value (the browser's local time) as an ISO moment, or undefined when empty or invalid. */
export function momentOf(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

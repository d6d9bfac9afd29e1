// The shop runs on Patna time. India has one offset all year (no daylight saving), so the day and the
// hour boundaries are worked out here rather than with the database's time-zone tables.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight in Patna at the start of the day `now` falls in. */
export function startOfShopDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** The start of the Patna hour `now` falls in (Patna hours begin at :30 UTC). */
export function startOfShopHour(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % HOUR_MS) - IST_OFFSET_MS);
}

export const HOUR = HOUR_MS;

import type { MoneyRange } from '@jhatpat/api-client';

// docs/decisions.md#money-screen: the shop keeps its books in IST days, whatever the device's zone.
const IST_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
/** The API's limit (apps/api audit/money/money-report.ts MAX_REPORT_DAYS). */
export const MAX_REPORT_DAYS = 366;

/** Today in IST, YYYY-MM-DD. */
export const istToday = (now = Date.now()): string => new Date(now + IST_MS).toISOString().slice(0, 10);

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last 7 IST days, today included: what the money screen opens on. */
export const lastSevenDays = (now = Date.now()): MoneyRange => ({ from: shift(istToday(now), -6), to: istToday(now) });

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Why the API would refuse this range (its 400), said before asking; null when it is fine. */
export function rangeProblem({ from, to }: MoneyRange): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both days';
  if (from > to) return 'From must not be after To';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days`;
  return null;
}

/** "20 Nov": a day of the report, short, as the chart and table label it. */
export const dayLabel = (day: string): string => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

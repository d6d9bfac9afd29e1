import type { SqlClient } from '../../platform/database/sql-transaction.js';

/** The shop keeps its books in India's time: a day is an IST calendar day. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 5.5 * 3600_000;
export const MAX_REPORT_DAYS = 366;

export interface MoneyDay {
  day: string;
  capturedPaise: number;
  refundedPaise: number;
  codCollectedPaise: number;
  /** Of the orders placed that day that still stand: what is still to be received (cash awaiting the door, unpaid online orders). */
  outstandingPaise: number;
}

export interface MoneyException {
  orderId: string;
  status: string;
  paymentMethod: string;
  placedAt: string;
  grandTotalPaise: number;
  /** Received less given back, cash and online together. */
  netPaise: number;
  /** What the order should hold now: its total less explicit refunds once delivered; nothing once cancelled. */
  expectedPaise: number;
  reason: string;
}

export interface MoneyReport {
  from: string;
  to: string;
  days: MoneyDay[];
  totals: Omit<MoneyDay, 'day'>;
  exceptions: MoneyException[];
}

/** A YYYY-MM-DD day of IST as the UTC instant it starts. */
export const istDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Today in IST, as YYYY-MM-DD. */
export const istToday = (now = new Date()): string => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const MOVEMENTS_BY_DAY = `
  SELECT to_char((at AT TIME ZONE '${SHOP_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day,
         coalesce(sum(amount_paise) FILTER (WHERE kind = 'captured'), 0)::bigint AS captured,
         coalesce(sum(amount_paise) FILTER (WHERE kind = 'refunded'), 0)::bigint AS refunded,
         coalesce(sum(CASE kind WHEN 'cod_collected' THEN amount_paise WHEN 'cod_returned' THEN -amount_paise ELSE 0 END), 0)::bigint AS cod
    FROM money_movements WHERE at >= $1 AND at < $2 GROUP BY 1`;

// Each order placed in the range with what it received, net, and what explicit refunds (an admin's, a
// short pick's) took off a delivered bill; the per-order sums read money_movements by its order index.
const ORDERS_WITH_BALANCE = `
  SELECT o.order_id, o.status, o.payment_method, o.placed_at, o.grand_total_paise, o.taken_off_paise,
         to_char((o.placed_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day,
         coalesce(m.captured, 0)::bigint AS captured, coalesce(m.refunded, 0)::bigint AS refunded,
         coalesce(m.cod, 0)::bigint AS cod, coalesce(m.adjusted, 0)::bigint AS adjusted
    FROM money_orders o
    LEFT JOIN LATERAL (
      SELECT sum(amount_paise) FILTER (WHERE kind = 'captured') AS captured,
             sum(amount_paise) FILTER (WHERE kind = 'refunded') AS refunded,
             sum(CASE kind WHEN 'cod_collected' THEN amount_paise WHEN 'cod_returned' THEN -amount_paise ELSE 0 END) AS cod,
             sum(amount_paise) FILTER (WHERE kind = 'refunded' AND refund_kind IN ('admin', 'short_pick')) AS adjusted
        FROM money_movements WHERE order_id = o.order_id) m ON true
   WHERE o.placed_at >= $1 AND o.placed_at < $2`;

interface OrderBalanceRow {
  order_id: string;
  status: string;
  payment_method: string;
  placed_at: Date;
  grand_total_paise: number;
  /** What packing took off the bill (short and cheaper lines): a cash order pays that much less at the door. */
  taken_off_paise: number;
  day: string;
  captured: string;
  refunded: string;
  cod: string;
  adjusted: string;
}

/**
 * The money report (issue 14 item 5): per IST day, what was captured online, refunded, collected in
 * cash, and what orders placed that day still owe; and every order whose balance is not what its
 * status says it should be (docs/decisions.md#money-report).
 */
export async function moneyReport(db: SqlClient, from: string, to: string): Promise<MoneyReport> {
  const start = istDayStart(from);
  const end = new Date(istDayStart(to).getTime() + 86_400_000);
  const [moved, orders]: [{ day: string; captured: string; refunded: string; cod: string }[], OrderBalanceRow[]] = await Promise.all([
    db.query(MOVEMENTS_BY_DAY, [start, end]),
    db.query(ORDERS_WITH_BALANCE, [start, end]),
  ]);
  const days = new Map(daysBetween(from, to).map((day) => [day, { day, capturedPaise: 0, refundedPaise: 0, codCollectedPaise: 0, outstandingPaise: 0 }]));
  for (const row of moved) Object.assign(days.get(row.day) ?? {}, { capturedPaise: Number(row.captured), refundedPaise: Number(row.refunded), codCollectedPaise: Number(row.cod) });
  const exceptions: MoneyException[] = [];
  for (const order of orders) {
    const net = Number(order.captured) - Number(order.refunded) + Number(order.cod);
    const day = days.get(order.day);
    if (day && order.status !== 'cancelled') day.outstandingPaise += Math.max(owedBy(order) - net, 0);
    const exception = exceptionOf(order, net);
    if (exception) exceptions.push(exception);
  }
  const list = [...days.values()];
  const sum = (key: keyof Omit<MoneyDay, 'day'>) => list.reduce((total, d) => total + d[key], 0);
  return {
    from,
    to,
    days: list,
    totals: { capturedPaise: sum('capturedPaise'), refundedPaise: sum('refundedPaise'), codCollectedPaise: sum('codCollectedPaise'), outstandingPaise: sum('outstandingPaise') },
    exceptions,
  };
}

/**
 * What a delivered order should end up holding: its bill, less what an admin refunded or packing gave back
 * by refund (`adjusted`), and for a cash order less what packing took off before the door.
 */
function owedBy(order: OrderBalanceRow): number {
  return order.grand_total_paise - Number(order.adjusted) - (order.payment_method === 'COD' ? Number(order.taken_off_paise) : 0);
}

function exceptionOf(order: OrderBalanceRow, net: number): MoneyException | null {
  const total = order.grand_total_paise;
  const online = Number(order.captured) - Number(order.refunded);
  let expected: number | null = null;
  let reason = '';
  if (online > total) {
    expected = total;
    reason = 'charged more than the bill';
  } else if (order.status === 'delivered' && net !== owedBy(order)) {
    expected = owedBy(order);
    reason = net < expected ? 'delivered but not fully paid' : 'delivered and paid more than the bill';
  } else if (order.status === 'cancelled' && net !== 0) {
    expected = 0;
    reason = 'cancelled but money not given back';
  }
  if (expected === null) return null;
  return {
    orderId: order.order_id.trim(),
    status: order.status,
    paymentMethod: order.payment_method,
    placedAt: new Date(order.placed_at).toISOString(),
    grandTotalPaise: total,
    netPaise: net,
    expectedPaise: expected,
    reason,
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The report as CSV: the days, a blank line, then the exceptions (each with its header). Rupees with two decimals. */
export function moneyReportCsv(report: MoneyReport): string {
  const lines = ['day,captured,refunded,cod_collected,outstanding'];
  for (const d of report.days) lines.push([d.day, rupees(d.capturedPaise), rupees(d.refundedPaise), rupees(d.codCollectedPaise), rupees(d.outstandingPaise)].join(','));
  const t = report.totals;
  lines.push(['total', rupees(t.capturedPaise), rupees(t.refundedPaise), rupees(t.codCollectedPaise), rupees(t.outstandingPaise)].join(','));
  lines.push('', 'order_id,status,payment_method,placed_at,grand_total,net,expected,reason');
  for (const e of report.exceptions) {
    lines.push([e.orderId, e.status, e.paymentMethod, e.placedAt, rupees(e.grandTotalPaise), rupees(e.netPaise), rupees(e.expectedPaise), `"${e.reason}"`].join(','));
  }
  return `${lines.join('\n')}\n`;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Checks a from/to pair as the API and the CLI take it: YYYY-MM-DD days, from ≤ to, at most a year; by default the last 7 days. */
export function checkReportRange(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } | string {
  const end = to ?? istToday(now);
  if (!isDay(end)) return `to must be a day such as 2026-11-25, got "${end}"`;
  const start = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  if (!isDay(start)) return `from must be a day such as 2026-11-25, got "${start}"`;
  if (start > end) return 'from must not be after to';
  if (daysBetween(start, end).length > MAX_REPORT_DAYS) return `a report covers at most ${MAX_REPORT_DAYS} days`;
  return { from: start, to: end };
}

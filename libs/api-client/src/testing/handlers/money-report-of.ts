import { rupeesToPaise } from '@jhatpat/domain';
import type { MoneyDay, MoneyException, MoneyReport } from '../../audit.api.js';
import type { Order } from '../../orders.api.js';
import type { RefundRecord } from './refund-rules.js';

// The money report (apps/api audit/money/money-report.ts) over a shop state's orders and refunds: the
// fixtures know no capture times, so an online order is captured when placed and cash taken when delivered.

const IST_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of a moment, YYYY-MM-DD. */
export const istDayOf = (moment: string | number): string => new Date(new Date(moment).getTime() + IST_MS).toISOString().slice(0, 10);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The API's checks of from/to, with its texts: a range, or the 400's message. */
export function moneyRangeOf(from: string | null, to: string | null, now = Date.now()): { from: string; to: string } | string {
  const end = to || istDayOf(now);
  if (!isDay(end)) return `to must be a day such as 2026-11-25, got "${end}"`;
  const start = from || new Date(Date.parse(`${end}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  if (!isDay(start)) return `from must be a day such as 2026-11-25, got "${start}"`;
  if (start > end) return 'from must not be after to';
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > 366) return 'a report covers at most 366 days';
  return { from: start, to: end };
}

const captures = (order: Order) => order.paymentMethod !== 'COD' && ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);

export function moneyReportOf(orders: readonly Order[], refunds: readonly RefundRecord[], { from, to }: { from: string; to: string }): MoneyReport {
  const days = new Map<string, MoneyDay>();
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.set(day, { day, capturedPaise: 0, refundedPaise: 0, codCollectedPaise: 0, outstandingPaise: 0 });
  }
  const add = (moment: string, key: Exclude<keyof MoneyDay, 'day'>, paise: number) => {
    const day = days.get(istDayOf(moment));
    if (day) day[key] += paise;
  };
  const exceptions: MoneyException[] = [];
  for (const order of orders) {
    const total = rupeesToPaise(order.grandTotal);
    const done = refunds.filter((r) => r.orderId === order._id && r.status === 'succeeded');
    const captured = captures(order) ? total : 0;
    const cod = order.paymentMethod === 'COD' && order.paymentStatus === 'paid' ? total : 0;
    if (captured) add(order.createdAt, 'capturedPaise', captured);
    if (cod) add(order.deliveredAt ?? order.createdAt, 'codCollectedPaise', cod);
    for (const refund of done) add(refund.settledAt ?? refund.requestedAt, 'refundedPaise', refund.amountPaise);
    const refunded = done.reduce((sum, r) => sum + r.amountPaise, 0);
    const net = captured - refunded + cod;
    if (order.status !== 'cancelled') add(order.createdAt, 'outstandingPaise', Math.max(total - net, 0));
    const adjusted = done.filter((r) => r.kind === 'admin').reduce((sum, r) => sum + r.amountPaise, 0);
    const placedDay = istDayOf(order.createdAt);
    if (placedDay < from || placedDay > to) continue;
    const off = (expectedPaise: number, reason: string) =>
      exceptions.push({ orderId: order._id, status: order.status, paymentMethod: order.paymentMethod, placedAt: order.createdAt, grandTotalPaise: total, netPaise: net, expectedPaise, reason });
    if (order.status === 'delivered' && net !== total - adjusted) off(total - adjusted, net < total - adjusted ? 'delivered but not fully paid' : 'delivered and paid more than the bill');
    else if (order.status === 'cancelled' && net !== 0) off(0, 'cancelled but money not given back');
  }
  const list = [...days.values()];
  const sum = (key: Exclude<keyof MoneyDay, 'day'>) => list.reduce((total, d) => total + d[key], 0);
  return {
    from,
    to,
    days: list,
    totals: { capturedPaise: sum('capturedPaise'), refundedPaise: sum('refundedPaise'), codCollectedPaise: sum('codCollectedPaise'), outstandingPaise: sum('outstandingPaise') },
    exceptions,
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The report as the API's CSV: the days and a total line, a blank line, then the exceptions. */
export function moneyCsvOf(report: MoneyReport): string {
  const row = (label: string, d: Omit<MoneyDay, 'day'>) => [label, rupees(d.capturedPaise), rupees(d.refundedPaise), rupees(d.codCollectedPaise), rupees(d.outstandingPaise)].join(',');
  return [
    'day,captured,refunded,cod_collected,outstanding',
    ...report.days.map((d) => row(d.day, d)),
    row('total', report.totals),
    '',
    'order_id,status,payment_method,placed_at,grand_total,net,expected,reason',
    ...report.exceptions.map((e) => [e.orderId, e.status, e.paymentMethod, e.placedAt, rupees(e.grandTotalPaise), rupees(e.netPaise), rupees(e.expectedPaise), `"${e.reason}"`].join(',')),
    '',
  ].join('\n');
}

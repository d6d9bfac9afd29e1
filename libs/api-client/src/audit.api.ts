import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** Who caused an event and in answer to what (the event store's metadata). */
export type AuditMetadata = AuditEvent['metadata'];

/** One event of the log as the audit API shows it; `position` is its global position (a bigint, as a string). */
export type AuditEvent = Schemas['AuditEventView'];

/** A stream folded up to a moment: its version, the state its events leave and the events. */
export type StreamAt = Schemas['StreamAtView'];

/**
 * An order and its payments as they stood at `at` (now when null); `seenAt` the commit mark the state reads
 * through; `unmasked` false: phones and addresses are masked (98•••••210), true: unmasked, and that is in the log.
 */
export type OrderAt = Schemas['OrderAtView'];

export interface AuditFeedParams {
  /** An event type, e.g. "OrderPlaced". */
  type?: string;
  /** ISO 8601: recorded at or after. */
  from?: string;
  /** ISO 8601: recorded at or before. */
  to?: string;
  page?: number;
  /** 1 to 200 (default 50). */
  limit?: number;
}

/** The log's events in log order, oldest first, a page at a time. */
export type AuditFeed = Schemas['EventFeedView'];

/** IST calendar days, YYYY-MM-DD, both included; at most 366 days. */
export interface MoneyRange {
  from: string;
  to: string;
}

/** Integer paise moved on one IST day (apps/api audit/money/money-report.ts). */
export type MoneyDay = Schemas['MoneyDayView'];

/** An order whose balance is not what its status says it should be. */
export type MoneyException = Schemas['MoneyExceptionView'];

export type MoneyReport = Schemas['MoneyReportView'];

/** The money report as CSV, under /api on the shop's origin (`baseUrl`, "" for the page's own). */
export const moneyCsvUrl = ({ from, to }: MoneyRange, baseUrl = ''): string => `${baseUrl}/api/audit/money?${new URLSearchParams({ from, to, format: 'csv' })}`;

/** The file name the API gives the CSV (its content-disposition). */
export const moneyCsvFileName = ({ from, to }: MoneyRange): string => `jhatpat-money-${from}-${to}.csv`;

/** The audit API (admins and auditors): replay an order's history event by event. */
export function auditApi(http: HttpClient) {
  return {
    /** The whole log, filtered: what happened across the shop. */
    events: ({ type, from, to, page, limit }: AuditFeedParams = {}) => http.get<AuditFeed>('/audit/events', { query: { type, from, to, page, limit } }),
    /** `at`: an ISO 8601 moment; omitted, the order as it stands now. */
    orderAt: (orderId: string, at?: string) => http.get<OrderAt>(`/audit/orders/${segment(orderId)}`, { query: { at } }),
    /**
     * The order with phones and addresses shown, for a stated reason (10 to 500 characters): the API first
     * records who asked, when, for which order and why (OrderUnmasked, listed by `events({ type: 'OrderUnmasked' })`).
     */
    unmaskOrder: (orderId: string, reason: string, at?: string) =>
      http.post<OrderAt>(`/audit/orders/${segment(orderId)}/unmask`, at ? { reason, at } : { reason }),
    /** Money per IST day and the orders whose balance is off. */
    money: ({ from, to }: MoneyRange) => http.get<MoneyReport>('/audit/money', { query: { from, to } }),
    /** The same report as CSV text: the API needs the bearer token, so a plain link cannot fetch it. */
    moneyCsv: ({ from, to }: MoneyRange) => http.get<string>('/audit/money', { query: { from, to, format: 'csv' }, headers: { accept: 'text/csv' } }),
  };
}

export type AuditApi = ReturnType<typeof auditApi>;

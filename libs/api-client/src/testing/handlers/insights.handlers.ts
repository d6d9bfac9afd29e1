import { http, HttpResponse, type HttpHandler } from 'msw';
import type { LedgerEntry, ShopFigures } from '../../insights.api.js';
import type { Order } from '../../orders.api.js';
import { apiUrl, type Endpoint, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { createShopState, type ShopState } from './shop-state.js';

export const insightsEndpoints: readonly Endpoint[] = [
  ['get', '/admin/insights'],
  ['get', '/admin/payments'],
];

const HOUR = 3_600_000;

/** The figures of the fixture orders, as if read at `now`: every order counts as today's. */
export function figuresOf(orders: readonly Order[], now = new Date('2025-11-22T11:00:00.000Z')): ShopFigures {
  const windowStart = Math.floor((now.getTime() - 23 * HOUR) / HOUR) * HOUR + 30 * 60_000;
  const byStatus: Record<string, number> = {};
  for (const order of orders) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
  return {
    asOf: now.toISOString(),
    ordersToday: orders.length,
    revenueToday: orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.grandTotal, 0),
    byStatus,
    ordersPerHour: Array.from({ length: 24 }, (_, slot) => {
      const start = windowStart + slot * HOUR;
      return { hourStart: new Date(start).toISOString(), orders: orders.filter((o) => Date.parse(o.createdAt) >= start && Date.parse(o.createdAt) < start + HOUR).length };
    }),
  };
}

/** One ledger line per fixture order: its payment as the admin ledger shows it. */
export function ledgerOf(orders: readonly Order[]): LedgerEntry[] {
  return orders.map((order) => ({
    id: order._id,
    orderId: order._id,
    customerName: order.userId.name,
    method: order.paymentMethod,
    amount: order.grandTotal,
    status: order.paymentStatus,
    provider: order.paymentMethod === 'COD' ? 'cash' : 'sandbox',
    providerReference: order.paymentMethod === 'COD' ? null : `sbx_${order._id.slice(-8)}`,
    failureReason: order.paymentStatus === 'failed' ? 'UPI request expired' : null,
    time: order.createdAt,
  }));
}

export function insightsHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    http.get(apiUrl('/admin/insights'), () => HttpResponse.json(figuresOf(state.orders))),
    http.get(apiUrl('/admin/payments'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const method = url.searchParams.get('method');
      const orderId = url.searchParams.get('orderId')?.toLowerCase();
      const found = ledgerOf(state.orders).filter((p) => (!status || p.status === status) && (!method || p.method === method) && (!orderId || p.orderId.includes(orderId)));
      const { items, pagination } = pageOf(found, url, 20);
      return HttpResponse.json({ payments: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
  ];
}

export function insightsEmptyHandlers(): HttpHandler[] {
  return insightsHandlers(createShopState({ orders: [] }));
}

export const insightsErrorHandlers = (msg?: string, status?: number) => failingHandlers(insightsEndpoints, msg, status);
export const insightsLoadingHandlers = () => loadingHandlers(insightsEndpoints);

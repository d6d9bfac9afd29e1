import { HttpResponse, type HttpHandler } from 'msw';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { moneyCsvOf, moneyRangeOf, moneyReportOf } from './money-report-of.js';
import { createShopState, type ShopState } from './shop-state.js';

export const auditMoneyEndpoints: readonly Endpoint[] = [['get', '/audit/money']];

/** GET /audit/money?from=&to=[&format=csv] over the shop state's orders and refunds. */
export function auditMoneyHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    api.get('/audit/money', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const range = moneyRangeOf(query.get('from'), query.get('to'));
      if (typeof range === 'string') return errorReply(400, range);
      const format = query.get('format');
      if (format !== null && format !== 'json' && format !== 'csv') return errorReply(400, 'format must be json or csv');
      const report = moneyReportOf(state.orders, state.refunds, range);
      if (format !== 'csv') return HttpResponse.json(report);
      // The CSV is the route's other format, which the OpenAPI document describes only as JSON.
      const csv = new HttpResponse(moneyCsvOf(report), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="jhatpat-money-${range.from}-${range.to}.csv"` },
      });
      return csv as unknown as HttpResponse<never>;
    }),
  ];
}

/** A shop with no orders: every day reads zero and nothing is off. */
export const auditMoneyEmptyHandlers = () => auditMoneyHandlers(createShopState({ orders: [] }));
export const auditMoneyErrorHandlers = (msg?: string, status?: number) => failingHandlers(auditMoneyEndpoints, msg, status);
export const auditMoneyLoadingHandlers = () => loadingHandlers(auditMoneyEndpoints);

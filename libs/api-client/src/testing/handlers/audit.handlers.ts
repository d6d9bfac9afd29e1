import { orderStatuses, type OrderStatus } from '@jhatpat/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuditEvent } from '../../audit.api.js';
import type { Order } from '../../orders.api.js';
import { apiUrl, type Endpoint, errorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { findOrder } from './order-rules.js';
import { createShopState, type ShopState } from './shop-state.js';

export const auditEndpoints: readonly Endpoint[] = [
  ['get', '/audit/orders/:id'],
  ['get', '/audit/events'],
];

const ADMIN_ID = '6921a3c0a1b2c3d4e5000002';
const STEP_MS = 4 * 60_000;

/**
 * A plausible history for a fixture order: placed by its customer, then moved by the admin one
 * status at a time to where it stands (the real API replays the log; stories only need its shape).
 */
export function auditHistoryOf(order: Order): AuditEvent[] {
  const placedAt = Date.parse(order.createdAt);
  const eventIdOf = (version: number) => `${order._id.slice(0, 16)}${version.toString(16).padStart(8, '0')}`;
  // One correlation id for the order's whole story (its checkout's); each event caused by the one before,
  // the first by the customer's checkout command.
  const correlationId = `${order._id.slice(-8)}-c0de-4a11-8000-${order._id.slice(0, 12)}`;
  const event = (version: number, type: string, data: Record<string, unknown>, actorId: string, role: string): AuditEvent => ({
    eventId: eventIdOf(version),
    streamId: `order-${order._id}`,
    streamType: 'order',
    version,
    position: String(1000 + version),
    type,
    schemaVersion: 1,
    recordedAt: new Date(placedAt + (version - 1) * STEP_MS).toISOString(),
    data: { orderId: order._id, ...data },
    metadata: { actorId, role, correlationId, causationId: version === 1 ? `cmd-checkout-${order._id.slice(-8)}` : eventIdOf(version - 1) },
  });
  const first: OrderStatus = order.paymentMethod === 'COD' ? 'confirmed' : 'pending_payment';
  const events = [event(1, 'OrderPlaced', { status: first, paymentMethod: order.paymentMethod, grandTotalPaise: Math.round(order.grandTotal * 100) }, order.userId._id, 'customer')];
  const path = order.status === 'cancelled' ? [first, 'cancelled' as const] : orderStatuses.slice(orderStatuses.indexOf(first), orderStatuses.indexOf(order.status) + 1);
  for (let i = 1; i < path.length; i++) {
    events.push(event(events.length + 1, 'OrderStatusChanged', { from: path[i - 1], to: path[i] }, ADMIN_ID, 'admin'));
  }
  return events;
}

/** GET /audit/orders/:id?at= over the shop state's orders. */
export function auditHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    http.get(apiUrl('/audit/orders/:id'), ({ request, params }) => {
      const order = findOrder(state.orders, params.id);
      if (!order) return errorReply(404, `No events recorded for order ${String(params.id)}`);
      const at = new URL(request.url).searchParams.get('at');
      const events = auditHistoryOf(order).filter((e) => !at || e.recordedAt <= new Date(at).toISOString());
      if (events.length === 0) return errorReply(404, `Order ${order._id} did not exist at ${at}`);
      const last = events[events.length - 1].data as { to?: OrderStatus; status?: OrderStatus };
      return HttpResponse.json({
        orderId: order._id,
        at: at ? new Date(at).toISOString() : null,
        order: { streamId: `order-${order._id}`, version: events.length, state: { status: last.to ?? last.status, paymentStatus: order.paymentStatus }, events },
        payments: [],
      });
    }),
    http.get(apiUrl('/audit/events'), ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('type');
      const all = state.orders
        .flatMap(auditHistoryOf)
        .filter((e) => !type || e.type === type)
        .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
      const { items, pagination } = pageOf(all, url, 50);
      return HttpResponse.json({ events: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
  ];
}

export const auditErrorHandlers = (msg?: string, status?: number) => failingHandlers(auditEndpoints, msg, status);
export const auditLoadingHandlers = () => loadingHandlers(auditEndpoints);

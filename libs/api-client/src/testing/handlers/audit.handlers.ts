import { maskAddressLine, maskPhone, type OrderStatus, orderStatuses, parseOrderNumber, rupeesToPaise } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { AuditEvent, OrderAt } from '../../audit.api.js';
import type { Order } from '../../orders.api.js';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';
import { findOrder } from './order-rules.js';
import { createShopState, type ShopState } from './shop-state.js';

export const auditEndpoints: readonly Endpoint[] = [
  ['get', '/audit/orders/:id'],
  ['get', '/audit/events'],
  ['post', '/audit/orders/:id/unmask'],
];

/** The API's words for a reason it refuses (apps/api audit/unmask-order). */
export const UNMASK_REASON_MESSAGE = 'reason must say why, in 10 to 500 characters';

const ADMIN_ID = '6921a3c0a1b2c3d4e5000002';
const STEP_MS = 4 * 60_000;

/**
 * A plausible history for a fixture order: placed by its customer, then moved by the admin one
 * status at a time to where it stands (the real API replays the log; stories only need its shape).
 */
export function auditHistoryOf(order: Order, unmasked = false): AuditEvent[] {
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
  // Phones and address as the API shows an auditor: masked unless this one answer was unmasked.
  const phone = (value: string | null) => (value === null || unmasked ? value : maskPhone(value));
  const placed = {
    status: first,
    paymentMethod: order.paymentMethod,
    grandTotalPaise: rupeesToPaise(order.grandTotal),
    customerName: order.userId.name,
    customerPhone: phone(order.userId.phone),
    address: {
      contactName: order.address.addressId.contactName,
      contactPhone: phone(order.address.addressId.contactPhone ?? null),
      details: unmasked ? order.address.details : maskAddressLine(order.address.details),
    },
  };
  const events = [event(1, 'OrderPlaced', placed, order.userId._id, 'customer')];
  const path = order.status === 'cancelled' ? [first, 'cancelled' as const] : orderStatuses.slice(orderStatuses.indexOf(first), orderStatuses.indexOf(order.status) + 1);
  for (let i = 1; i < path.length; i++) {
    events.push(event(events.length + 1, 'OrderStatusChanged', { from: path[i - 1], to: path[i] }, ADMIN_ID, 'admin'));
  }
  return events;
}

/** An order as the audit API answers it at `at` (null: now), or null when it had no events by then. */
function orderAtOf(order: Order, at: string | null, unmasked: boolean): OrderAt | null {
  const events = auditHistoryOf(order, unmasked).filter((e) => !at || e.recordedAt <= new Date(at).toISOString());
  if (events.length === 0) return null;
  const last = events[events.length - 1].data as { to?: OrderStatus; status?: OrderStatus };
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    at: at ? new Date(at).toISOString() : null,
    // The API always says which commit mark the state reads through (the contract caught its absence here).
    seenAt: at ? new Date(at).toISOString() : null,
    unmasked,
    order: { streamId: `order-${order._id}`, version: events.length, state: { status: last.to ?? last.status, paymentStatus: order.paymentStatus }, events },
    payments: [],
  };
}

/** GET /audit/orders/:id?at=, POST …/unmask (recorded as OrderUnmasked in this server's log) and the feed, over the shop state's orders. */
export function auditHandlers(state: ShopState = createShopState(), auditorId = 'user-auditor-1'): HttpHandler[] {
  const unmaskings: AuditEvent[] = [];
  return [
    api.get('/audit/orders/{id}', ({ request, params }) => {
      // By its number (as typed) or its id, as apps/api audit/order-by-number.ts finds it.
      const number = parseOrderNumber(String(params.id));
      const order = number ? state.orders.find((o) => o.orderNumber === number) : findOrder(state.orders, params.id);
      if (!order) return errorReply(404, number ? `No order numbered ${number}` : `No events recorded for order ${String(params.id)}`);
      const at = new URL(request.url).searchParams.get('at');
      const view = orderAtOf(order, at, false);
      return view ? HttpResponse.json(view) : errorReply(404, `Order ${order._id} did not exist at ${at}`);
    }),
    api.post('/audit/orders/{id}/unmask', async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as { reason?: unknown; at?: string };
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason.length < 10 || reason.length > 500) return errorReply(400, UNMASK_REASON_MESSAGE);
      const order = findOrder(state.orders, params.id);
      const view = order && orderAtOf(order, body.at ?? null, true);
      if (!order || !view) return errorReply(404, `No events recorded for order ${String(params.id)}`);
      unmaskings.push({
        eventId: `unmask-${unmaskings.length + 1}`,
        streamId: `audit-access-${auditorId}`,
        streamType: 'audit-access',
        version: unmaskings.length + 1,
        position: String(900_000 + unmaskings.length),
        type: 'OrderUnmasked',
        schemaVersion: 1,
        recordedAt: new Date().toISOString(),
        data: { orderId: order._id, orderNumber: order.orderNumber, by: 'Anita Auditor', reason, at: body.at ?? null },
        metadata: { actorId: auditorId, role: 'auditor' },
      });
      return HttpResponse.json(view);
    }),
    api.get('/audit/events', ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('type');
      const all = [...state.orders.flatMap((order) => auditHistoryOf(order)), ...unmaskings]
        .filter((e) => !type || e.type === type)
        .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
      const { items, pagination } = pageOf(all, url, 50);
      return HttpResponse.json({ events: items, pagination: { page: pagination.page, pages: pagination.pages, total: pagination.total } });
    }),
  ];
}

export const auditErrorHandlers = (msg?: string, status?: number) => failingHandlers(auditEndpoints, msg, status);
export const auditLoadingHandlers = () => loadingHandlers(auditEndpoints);

import type { OrderStatus, PaymentStatus } from '@jhatpat/domain';
import { type OnSocketStatus, openSocket } from './socket-connection.js';

export const ORDERS_NAMESPACE = '/orders';

/** Where an order and its payment stand, as the /orders namespace pushes it. */
export interface OrderUpdate {
  orderId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The server's log cursor of the change ("transaction:position"). */
  cursor: string;
  /**
   * The change's position in the event log: it grows with every change of one order, so it is the
   * numeric cursor libs/machines' orderTracker compares (an older or repeated update is dropped).
   */
  position: number;
}

export interface OrderEventsOptions {
  baseUrl?: string;
  token: string;
  orderId: string;
  onUpdate: (update: OrderUpdate) => void;
  onStatus?: OnSocketStatus;
}

type WatchAnswer = ({ ok: true } & Omit<OrderUpdate, 'position'>) | { ok: false; msg: string };

/** The log position inside a cursor "transaction:position". */
export const positionOf = (cursor: string): number => Number(cursor.split(':')[1] ?? Number.NaN);

/**
 * Live updates of one order. On every (re)connection the order is watched again and the answer
 * carries its current state, so whatever changed while the connection was down arrives then; updates
 * are delivered in order, each once (by log position).
 */
export function connectOrderEvents({ baseUrl, token, orderId, onUpdate, onStatus }: OrderEventsOptions): { close(): void } {
  let last = -1;
  const deliver = ({ orderId: id, status, paymentStatus, cursor }: Omit<OrderUpdate, 'position'>) => {
    const position = positionOf(cursor);
    if (id !== orderId || !(position > last)) return;
    last = position;
    onUpdate({ orderId: id, status, paymentStatus, cursor, position });
  };
  return openSocket(ORDERS_NAMESPACE, { baseUrl, auth: () => ({ token }), onStatus }, (socket) => {
    socket.on('connect', () => {
      socket.emit('order.watch', { orderId }, (answer: WatchAnswer) => {
        if (!answer.ok) {
          onStatus?.('refused', answer.msg);
          socket.disconnect();
          return;
        }
        onStatus?.('live');
        deliver(answer);
      });
    });
    socket.on('order.updated', deliver);
  });
}

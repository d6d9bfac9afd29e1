import { ADMIN_NAMESPACE } from './admin-notifications.socket.js';
import { type OnSocketStatus, openSocket } from './socket-connection.js';

/** A product whose available crossed into low or out (issue 18), pushed on /admin as `stock-alert`. */
export interface StockAlert {
  productId: string;
  name: string;
  available: number;
  level: 'low' | 'out';
  at: string;
}

export interface StockAlertsOptions {
  baseUrl?: string;
  token: string;
  onAlert: (alert: StockAlert) => void;
  onStatus?: OnSocketStatus;
}

/** An admin's live low- and out-of-stock alerts, from now on (they are a nudge, not a feed to replay). */
export function connectStockAlerts({ baseUrl, token, onAlert, onStatus }: StockAlertsOptions): { close(): void } {
  const connection = openSocket(ADMIN_NAMESPACE, { baseUrl, auth: () => ({ token }), onStatus }, (socket) => {
    socket.on('connect', () => onStatus?.('live'));
    socket.on('stock-alert', (alert: StockAlert) => onAlert(alert));
  });
  return { close: () => connection.close() };
}

import { useState, type ReactNode } from 'react';
import type { OrderNotificationPush, SocketStatus, StockAlert } from '@jhatpat/api-client';
import { AdminLiveProvider, type ConnectAdminNotifications, type ConnectStockAlerts } from './admin-live-provider';

/** Stories only: a stand-in for the /admin socket's order feed: reports `status`, then pushes `pushes` one by one. */
export function fakeAdminNotifications(status: SocketStatus, pushes: OrderNotificationPush[] = []): ConnectAdminNotifications {
  return ({ onStatus, onNotification }) => {
    const timers = [setTimeout(() => onStatus?.(status), 50), ...pushes.map((push, i) => setTimeout(() => onNotification(push), 400 + i * 200))];
    return { close: () => timers.forEach(clearTimeout), cursor: () => null };
  };
}

/** Stories only: a stand-in for the /admin socket's stock alerts: pushes `alerts` one by one once the page is up. */
export function fakeStockAlerts(alerts: StockAlert[] = []): ConnectStockAlerts {
  return ({ onStatus, onAlert }) => {
    const timers = [setTimeout(() => onStatus?.('live'), 50), ...alerts.map((alert, i) => setTimeout(() => onAlert(alert), 600 + i * 200))];
    return { close: () => timers.forEach(clearTimeout) };
  };
}

/** A screen under the admin area's live pushes, as the shop layout provides them: a quiet order feed and `alerts`. */
export function AdminLiveStory({ alerts = [], children }: { alerts?: StockAlert[]; children: ReactNode }) {
  // One stand-in each for the story's life: a new one per render would reconnect.
  const [connect] = useState(() => fakeAdminNotifications('live'));
  const [connectAlerts] = useState(() => fakeStockAlerts(alerts));
  return (
    <AdminLiveProvider connect={connect} connectAlerts={connectAlerts}>
      {children}
    </AdminLiveProvider>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { connectAdminNotifications, connectStockAlerts, type OrderNotificationPush, type SocketStatus, type StockAlert } from '@jhatpat/api-client';
import { AdminLiveContext, stockAlertText, type AdminLive } from '../../../shared/admin-live/admin-live-context';
import { useSession } from '../../../shared/session/session-provider';
import { useToast } from '../../../shared/toasts/toast-provider';

export type ConnectAdminNotifications = typeof connectAdminNotifications;
export type ConnectStockAlerts = typeof connectStockAlerts;

interface LiveState {
  pushed: OrderNotificationPush[];
  unseen: number;
  status: SocketStatus;
}

/** Adds a push once: a resumed connection may repeat what this page already has. */
export function withPush(state: LiveState, push: OrderNotificationPush): LiveState {
  if (state.pushed.some((known) => known.id === push.id)) return state;
  return { ...state, pushed: [push, ...state.pushed], unseen: state.unseen + 1 };
}

/**
 * docs/product.md §7, issue 9: an admin hears of every order the moment it is placed or paid — a toast and the
 * header's counter — over Socket.IO, resuming by cursor after a dropped connection. Issue 18: low- and
 * out-of-stock alerts reach the admin on every admin page the same way (a toast, and the header's "Stock alerts"
 * leading to the product in the inventory), on a connection of their own: they are a nudge from now on, with no
 * cursor to resume (docs/decisions.md#stock-screens).
 */
export function AdminLiveProvider({
  children,
  connect = connectAdminNotifications,
  connectAlerts = connectStockAlerts,
}: {
  children: ReactNode;
  connect?: ConnectAdminNotifications;
  connectAlerts?: ConnectStockAlerts;
}) {
  const { session } = useSession();
  const toast = useToast();
  const [state, setState] = useState<LiveState>({ pushed: [], unseen: 0, status: 'connecting' });
  const [stockAlerts, setStockAlerts] = useState<StockAlert[]>([]);
  const alertListeners = useRef(new Set<(alert: StockAlert) => void>());
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    const connection = connect({
      token,
      cursor: null,
      onNotification: (push) => {
        setState((current) => withPush(current, push));
        toast({ message: push.message, tone: 'info' });
      },
      onStatus: (status) => setState((current) => ({ ...current, status })),
    });
    return () => connection.close();
  }, [token, connect, toast]);

  useEffect(() => {
    if (!token) return;
    const connection = connectAlerts({
      token,
      onAlert: (alert) => {
        setStockAlerts((current) => [alert, ...current]);
        toast({ message: stockAlertText(alert), tone: alert.level === 'out' ? 'error' : 'info' });
        for (const listener of alertListeners.current) listener(alert);
      },
    });
    return () => connection.close();
  }, [token, connectAlerts, toast]);

  const markSeen = useCallback(() => setState((current) => (current.unseen === 0 ? current : { ...current, unseen: 0 })), []);
  const markStockAlertsSeen = useCallback(() => setStockAlerts((current) => (current.length === 0 ? current : [])), []);
  const onStockAlert = useCallback((listener: (alert: StockAlert) => void) => {
    alertListeners.current.add(listener);
    return () => void alertListeners.current.delete(listener);
  }, []);
  const live = useMemo<AdminLive>(
    () => ({ ...state, markSeen, stockAlerts, markStockAlertsSeen, onStockAlert }),
    [state, markSeen, stockAlerts, markStockAlertsSeen, onStockAlert],
  );
  return <AdminLiveContext.Provider value={live}>{children}</AdminLiveContext.Provider>;
}

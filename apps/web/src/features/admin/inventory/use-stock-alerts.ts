import { useEffect, useRef, useState } from 'react';
import { connectStockAlerts, type StockAlert } from '@jhatpat/api-client';
import { useSession } from '../../../shared/session/session-provider';
import { useToast } from '../../../shared/toasts/toast-provider';

export type ConnectStockAlerts = typeof connectStockAlerts;

/** The words of an alert, for the toast and the list of what came in. */
export const alertText = ({ name, available, level }: StockAlert): string =>
  level === 'out' ? `${name} is out of stock` : `${name} is running low: ${available} left`;

/**
 * Issue 18: low- and out-of-stock alerts pushed on /admin while the inventory is open: each one is toasted, counted
 * until the admin looks, and handed to the screen so the product's row shows the new figure at once.
 */
export function useStockAlerts(onAlert: (alert: StockAlert) => void, connect: ConnectStockAlerts = connectStockAlerts) {
  const { session } = useSession();
  const toast = useToast();
  const [alerts, setAlerts] = useState<StockAlert[]>([]);
  const token = session?.token;
  // The latest handler, read when an alert arrives: a new function each render must not reconnect.
  const handler = useRef(onAlert);
  useEffect(() => {
    handler.current = onAlert;
  }, [onAlert]);

  useEffect(() => {
    if (!token) return;
    const connection = connect({
      token,
      onAlert: (alert) => {
        setAlerts((current) => [alert, ...current]);
        toast({ message: alertText(alert), tone: alert.level === 'out' ? 'error' : 'info' });
        handler.current(alert);
      },
    });
    return () => connection.close();
  }, [token, connect, toast]);

  return { alerts, clear: () => setAlerts([]) };
}

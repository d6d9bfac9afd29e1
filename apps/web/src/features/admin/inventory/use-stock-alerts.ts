import { useEffect, useRef } from 'react';
import type { StockAlert } from '@jhatpat/api-client';
import { useAdminLive } from '../../../shared/admin-live/admin-live-context';

const none: readonly StockAlert[] = [];

/**
 * Issue 18: the admin area's live stock alerts (AdminLiveProvider toasts them and the header counts them on every
 * admin page), as the inventory reads them: the list not yet marked seen, and each new one handed to `onAlert`
 * so the product's row shows the new figure at once.
 */
export function useStockAlerts(onAlert: (alert: StockAlert) => void) {
  const live = useAdminLive();
  // The latest handler, read when an alert arrives: a new function each render must not resubscribe.
  const handler = useRef(onAlert);
  useEffect(() => {
    handler.current = onAlert;
  }, [onAlert]);
  const subscribe = live?.onStockAlert;
  useEffect(() => subscribe?.((alert) => handler.current(alert)), [subscribe]);
  return { alerts: live?.stockAlerts ?? none, clear: () => live?.markStockAlertsSeen() };
}

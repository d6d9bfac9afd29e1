import { createContext, useContext } from 'react';
import type { OrderNotificationPush, SocketStatus, StockAlert } from '@jhatpat/api-client';

/** An admin's live pushes: order notifications since the page opened and how the push stands, and stock alerts. */
export interface AdminLive {
  /** Pushed since the connection opened, newest first, each once. */
  pushed: readonly OrderNotificationPush[];
  /** Pushed and not seen on the notifications page yet. */
  unseen: number;
  status: SocketStatus;
  markSeen(): void;
  /** Issue 18: low- and out-of-stock alerts since the page opened and not marked seen, newest first. */
  stockAlerts: readonly StockAlert[];
  markStockAlertsSeen(): void;
  /** Calls `listener` with each stock alert as it arrives (the inventory patches its row); returns the unsubscribe. */
  onStockAlert(listener: (alert: StockAlert) => void): () => void;
}

/**
 * Filled by the admin area's provider (features/admin/notifications), which is loaded only for admins;
 * the header, the notifications page and the inventory read it. Null anywhere else.
 */
export const AdminLiveContext = createContext<AdminLive | null>(null);

export const useAdminLive = (): AdminLive | null => useContext(AdminLiveContext);

/** The words of a stock alert, for the toast, the header and the inventory's list of what came in. */
export const stockAlertText = ({ name, available, level }: StockAlert): string =>
  level === 'out' ? `${name} is out of stock` : `${name} is running low: ${available} left`;

/** The inventory filtered to the alert's product, where the admin receives or adjusts it. */
export const inventoryPathOf = ({ name }: Pick<StockAlert, 'name'>): string => `/admin/inventory?${new URLSearchParams({ search: name })}`;

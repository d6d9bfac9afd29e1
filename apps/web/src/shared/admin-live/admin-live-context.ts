import { createContext, useContext } from 'react';
import type { OrderNotificationPush, SocketStatus } from '@jhatpat/api-client';

/** An admin's live order notifications: what arrived since the page opened and how the push stands. */
export interface AdminLive {
  /** Pushed since the connection opened, newest first, each once. */
  pushed: readonly OrderNotificationPush[];
  /** Pushed and not seen on the notifications page yet. */
  unseen: number;
  status: SocketStatus;
  markSeen(): void;
}

/**
 * Filled by the admin area's provider (features/admin/notifications), which is loaded only for admins;
 * the header and the notifications page read it. Null anywhere else.
 */
export const AdminLiveContext = createContext<AdminLive | null>(null);

export const useAdminLive = (): AdminLive | null => useContext(AdminLiveContext);

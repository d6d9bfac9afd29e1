import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { connectAdminNotifications, type OrderNotificationPush, type SocketStatus } from '@jhatpat/api-client';
import { AdminLiveContext, type AdminLive } from '../../../shared/admin-live/admin-live-context';
import { useSession } from '../../../shared/session/session-provider';
import { useToast } from '../../../shared/toasts/toast-provider';

export type ConnectAdminNotifications = typeof connectAdminNotifications;

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
 * header's counter — over Socket.IO, resuming by cursor after a dropped connection.
 */
export function AdminLiveProvider({ children, connect = connectAdminNotifications }: { children: ReactNode; connect?: ConnectAdminNotifications }) {
  const { session } = useSession();
  const toast = useToast();
  const [state, setState] = useState<LiveState>({ pushed: [], unseen: 0, status: 'connecting' });
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

  const markSeen = useCallback(() => setState((current) => (current.unseen === 0 ? current : { ...current, unseen: 0 })), []);
  const live = useMemo<AdminLive>(() => ({ ...state, markSeen }), [state, markSeen]);
  return <AdminLiveContext.Provider value={live}>{children}</AdminLiveContext.Provider>;
}

import { useEffect } from 'react';
import { useAdminLive } from '../../shared/admin-live/admin-live-context';

/** How long the /admin pushes must pause before the figures are read again. */
export const PUSH_QUIET_MS = 1000;

/**
 * Calls `refresh` once the /admin socket's pushes (an order placed or paid, a status change, a refund) pause
 * for `quietMs`. A refetch, not a fold of the push: a push is a sentence for people and lacks what the figures
 * are made of (the order's total, the status it left, the IST day and hour it counts in, whether revenue
 * counts it), and the server's figures stay the one truth; the pause makes a burst (an order placed and then
 * paid) one read. Figures read while a push is on its way are corrected by the read that push causes.
 */
export function useRefreshOnPush(refresh: () => void, quietMs = PUSH_QUIET_MS): void {
  const newest = useAdminLive()?.pushed[0]?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const timer = setTimeout(refresh, quietMs);
    return () => clearTimeout(timer);
    // `refresh` is stable (useLoad's); a new push restarts the pause.
  }, [newest, quietMs, refresh]);
}

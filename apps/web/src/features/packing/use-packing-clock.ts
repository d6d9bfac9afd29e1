import { useEffect, useState } from 'react';

/** The server's `now` and this tablet's clock when that answer arrived. */
export interface ClockSync {
  serverNow: string;
  receivedAt: number;
}

/**
 * The shop's time, ticking each second: the queue's `now` (against the tablet's clock when it arrived)
 * corrects a tablet whose clock is off, so every timer counts against the same 8 minutes the server does.
 */
export function usePackingClock(sync: ClockSync | undefined, tick = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!tick) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [tick]);
  const offset = sync ? Date.parse(sync.serverNow) - sync.receivedAt : 0;
  // Stories hold the clock still at the server's time.
  return tick || !sync ? now + offset : Date.parse(sync.serverNow);
}

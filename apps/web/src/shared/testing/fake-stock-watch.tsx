import { useState, type ReactNode } from 'react';
import type { StockPush, StockWatch } from '@jhatpat/api-client';
import { LiveStockProvider, type ConnectStockWatch } from '../stock/live-stock-provider';

/** Stories only: a stand-in for the /stock socket that pushes `pushes` one by one once a product is watched. */
export function fakeStockWatch(pushes: StockPush[]): ConnectStockWatch {
  return ({ onStock, onStatus }): StockWatch => {
    const timers: ReturnType<typeof setTimeout>[] = [setTimeout(() => onStatus?.('live'), 50)];
    let started = false;
    return {
      watch(productIds) {
        if (started || productIds.length === 0) return;
        started = true;
        pushes.forEach((push, i) => timers.push(setTimeout(() => onStock(push), 600 + i * 300)));
      },
      close: () => timers.forEach(clearTimeout),
    };
  };
}

/** A screen under the page's live stock, fed by `pushes` (as the shop layout provides it in the app). */
export function LiveStockStory({ pushes, children }: { pushes: StockPush[]; children: ReactNode }) {
  // One stand-in for the story's life: a new one per render would reopen the watch.
  const [connect] = useState(() => fakeStockWatch(pushes));
  return <LiveStockProvider connect={connect}>{children}</LiveStockProvider>;
}

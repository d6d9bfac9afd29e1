import { createContext, useContext, useEffect, useId, useMemo } from 'react';

/** A page's live stock: what the server pushed since the page opened, and who watches what. */
export interface LiveStock {
  /** Product id → the latest pushed `available`. */
  pushed: Readonly<Record<string, number>>;
  /** Replaces what one watcher (a grid, a cart) shows; an empty list stops its watch. */
  watch(watcherId: string, productIds: readonly string[]): void;
}

/** Filled by LiveStockProvider (app/shop-layout); null in stories that do not show live stock. */
export const LiveStockContext = createContext<LiveStock | null>(null);

/**
 * Issue 18: keeps `productIds` watched on /stock while the calling screen shows them, and returns each
 * product's latest `available`: the pushed figure when one came, else the one the screen loaded.
 */
export function useLiveAvailable(productIds: readonly string[]): (productId: string, loaded: number | undefined) => number | undefined {
  const live = useContext(LiveStockContext);
  const watcherId = useId();
  // The ids as one string: a new array with the same products must not re-send the watch.
  const key = productIds.join(',');
  useEffect(() => {
    if (!live) return;
    live.watch(watcherId, key ? key.split(',') : []);
    return () => live.watch(watcherId, []);
    // `live.watch` is stable; the pushed figures changing must not re-send the watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live?.watch, watcherId, key]);
  const pushed = live?.pushed;
  return useMemo(() => (productId: string, loaded: number | undefined) => pushed?.[productId] ?? loaded, [pushed]);
}

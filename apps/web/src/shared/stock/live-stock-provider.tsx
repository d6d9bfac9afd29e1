import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { connectStockWatch, type StockWatch } from '@jhatpat/api-client';
import { LiveStockContext, type LiveStock } from './live-stock-context';
import { watchListOf } from './watch-list';

export type ConnectStockWatch = typeof connectStockWatch;

/**
 * One /stock socket for the whole page (issue 18): opened when something is first watched, its watch list
 * replaced whenever the shown products change. Pushes are kept by product id for every screen to read.
 */
export function LiveStockProvider({ children, connect = connectStockWatch }: { children: ReactNode; connect?: ConnectStockWatch }) {
  const [pushed, setPushed] = useState<Record<string, number>>({});
  const watchers = useRef(new Map<string, readonly string[]>());
  const socket = useRef<StockWatch | null>(null);
  const lastSent = useRef('');

  const watch = useCallback(
    (watcherId: string, productIds: readonly string[]) => {
      if (productIds.length > 0) watchers.current.set(watcherId, productIds);
      else watchers.current.delete(watcherId);
      const ids = watchListOf(watchers.current);
      if (ids.join(',') === lastSent.current) return;
      lastSent.current = ids.join(',');
      // socket.io-client is fetched only when a page first shows products with stock.
      if (!socket.current && ids.length > 0) {
        socket.current = connect({ onStock: ({ productId, available }) => setPushed((current) => (current[productId] === available ? current : { ...current, [productId]: available })) });
      }
      socket.current?.watch(ids);
    },
    [connect],
  );

  useEffect(
    () => () => {
      socket.current?.close();
      socket.current = null;
      lastSent.current = '';
    },
    [],
  );

  const live = useMemo<LiveStock>(() => ({ pushed, watch }), [pushed, watch]);
  return <LiveStockContext.Provider value={live}>{children}</LiveStockContext.Provider>;
}

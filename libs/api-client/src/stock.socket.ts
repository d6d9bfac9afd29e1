import { type OnSocketStatus, openSocket } from './socket-connection.js';

/** The API's public live-stock namespace (issue 18; no token). */
export const STOCK_NAMESPACE = '/stock';

/** The most product ids one `watch` may carry (the stock contract). */
export const STOCK_WATCH_LIMIT = 200;

/** A product's new `available`, pushed to the room of every page that watches it. */
export interface StockPush {
  productId: string;
  available: number;
}

export interface StockWatchOptions {
  baseUrl?: string;
  onStock: (push: StockPush) => void;
  onStatus?: OnSocketStatus;
}

export interface StockWatch {
  /** Replaces the watched products (the first STOCK_WATCH_LIMIT ids); sent again on every reconnection. */
  watch(productIds: readonly string[]): void;
  close(): void;
}

/**
 * One page's live stock: the server sends `stock` for every product the page last asked to `watch`.
 * Rooms live on the server's side of one connection, so a reconnection asks for them again.
 */
export function connectStockWatch({ baseUrl, onStock, onStatus }: StockWatchOptions): StockWatch {
  let watched: string[] = [];
  let send: ((ids: string[]) => void) | null = null;
  const connection = openSocket(STOCK_NAMESPACE, { baseUrl, auth: () => ({}), onStatus }, (socket) => {
    send = (ids) => {
      if (socket.connected) socket.emit('watch', { productIds: ids });
    };
    socket.on('connect', () => {
      onStatus?.('live');
      socket.emit('watch', { productIds: watched });
    });
    socket.on('stock', (push: StockPush) => onStock(push));
  });
  return {
    watch(productIds) {
      watched = [...new Set(productIds)].slice(0, STOCK_WATCH_LIMIT);
      send?.(watched);
    },
    close: () => connection.close(),
  };
}

import type { OrderUpdate } from '@jhatpat/api-client';
import type { ConnectOrderEvents } from './use-order-tracking';

type FeedUpdate = Pick<OrderUpdate, 'status' | 'paymentStatus' | 'position'> & {
  /** Runs just before the update is pushed: what the server changed first (e.g. a refund settled). */
  before?: () => void;
};

/** Stories' stand-in for the /orders socket room: pushes these updates, one every 300 ms, as the server would. */
export function liveFeed(...updates: FeedUpdate[]): ConnectOrderEvents {
  return ({ orderId, onUpdate, onStatus }) => {
    onStatus?.('live');
    const timers = updates.map(({ before, ...update }, i) =>
      setTimeout(() => {
        before?.();
        onUpdate({ orderId, cursor: `900:${update.position}`, ...update });
      }, 300 * (i + 1)),
    );
    return { close: () => timers.forEach(clearTimeout) };
  };
}

import { useCallback, useRef, useState } from 'react';
import type { Order } from '@jhatpat/api-client';
import { useApi } from '../../shared/services/shop-services';

/** What the /orders socket does not push: the refund figures and why the order last changed status. */
export type OrderMoneyFacts = Pick<Order, 'refund' | 'statusReason'>;

/**
 * The order's refund and status reason, read again on `refresh` (a live update arrived: a refund may have
 * been asked or settled, or the order cancelled). Only the newest read is kept, so answers that arrive
 * out of order never show an older refund (docs/decisions.md#order-live-refresh).
 */
export function useOrderMoney(order: Order): { facts: OrderMoneyFacts; refresh: () => void } {
  const api = useApi();
  const [facts, setFacts] = useState<OrderMoneyFacts>({ refund: order.refund, statusReason: order.statusReason });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const asked = ++latest.current;
    api.orders.get(order._id).then(
      ({ order: fresh }) => {
        if (asked === latest.current) setFacts({ refund: fresh.refund, statusReason: fresh.statusReason });
      },
      // The figures shown stay the last ones read; the next update reads them again.
      () => undefined,
    );
  }, [api, order._id]);
  return { facts, refresh };
}

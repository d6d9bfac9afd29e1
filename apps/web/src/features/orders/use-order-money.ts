import { useCallback, useRef, useState } from 'react';
import type { Order, PackedOrderDetail } from '@jhatpat/api-client';
import { useApi } from '../../shared/services/shop-services';

/** What the /orders socket does not push: the refund figures, why the order last changed status, what packing changed. */
export type OrderMoneyFacts = Pick<Order, 'refund' | 'statusReason'> & { packing: PackedOrderDetail['packing'] };

/**
 * The order's refund and status reason, read again on `refresh` (a live update arrived: a refund may have
 * been asked or settled, or the order cancelled). Only the newest read is kept, so answers that arrive
 * out of order never show an older refund (docs/decisions.md#order-live-refresh).
 */
export function useOrderMoney(order: PackedOrderDetail): { facts: OrderMoneyFacts; refresh: () => void } {
  const api = useApi();
  const [facts, setFacts] = useState<OrderMoneyFacts>({ refund: order.refund, statusReason: order.statusReason, packing: order.packing ?? null });
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const asked = ++latest.current;
    api.orders.get(order._id).then(
      ({ order: fresh, packing }) => {
        if (asked === latest.current) setFacts({ refund: fresh.refund, statusReason: fresh.statusReason, packing: packing ?? null });
      },
      // The figures shown stay the last ones read; the next update reads them again.
      () => undefined,
    );
  }, [api, order._id]);
  return { facts, refresh };
}

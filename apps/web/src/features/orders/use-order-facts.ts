import { useCallback, useRef, useState } from 'react';
import type { Order, PackedOrderDetail } from '@jhatpat/api-client';
import { useApi } from '../../shared/services/shop-services';

/**
 * What the /orders socket does not push: the refund figures, why the order last changed status, what
 * packing changed, and the rider who took it (with their phone, which is only ever read, never pushed:
 * docs/decisions.md#rider-phone).
 */
export type OrderFacts = Pick<Order, 'refund' | 'statusReason' | 'rider'> & { packing: PackedOrderDetail['packing'] };

const factsOf = (order: Order, packing: PackedOrderDetail['packing']): OrderFacts => ({
  refund: order.refund,
  statusReason: order.statusReason,
  rider: order.rider,
  packing: packing ?? null,
});

/**
 * The order's facts, read again on `refresh` (a live update arrived: a refund may have been asked or
 * settled, the order cancelled, or a rider taken it). Only the newest read is kept, so answers that
 * arrive out of order never show an older refund (docs/decisions.md#order-live-refresh).
 */
export function useOrderFacts(order: PackedOrderDetail): { facts: OrderFacts; refresh: () => void } {
  const api = useApi();
  const [facts, setFacts] = useState<OrderFacts>(() => factsOf(order, order.packing));
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const asked = ++latest.current;
    api.orders.get(order._id).then(
      ({ order: fresh, packing }) => {
        if (asked === latest.current) setFacts(factsOf(fresh, packing));
      },
      // The figures shown stay the last ones read; the next update reads them again.
      () => undefined,
    );
  }, [api, order._id]);
  return { facts, refresh };
}

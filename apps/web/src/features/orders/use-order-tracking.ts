import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectOrderEvents, type PackedOrderDetail, type SocketStatus } from '@jhatpat/api-client';
import { orderTrackerMachine, selectRemainingSeconds } from '@jhatpat/machines';
import { useShopServices } from '../../shared/services/shop-services';
import { useOrderFacts } from './use-order-facts';

/**
 * An order as it moves: the tracker machine starts from the loaded order and counts down to its ETA,
 * and the /orders socket room feeds it each change (the machine drops repeats and stale ones by cursor).
 */
export type ConnectOrderEvents = typeof connectOrderEvents;

export function useOrderTracking(order: PackedOrderDetail, connect: ConnectOrderEvents = connectOrderEvents) {
  const { storage } = useShopServices();
  // The wall clock once, when the order is shown; the machine then counts in its own ticks.
  const [startedAt] = useState(() => Date.now());
  const actor = useActorRef(orderTrackerMachine, {
    input: { order: { status: order.status, estimatedDelivery: order.estimatedDelivery }, now: startedAt },
  });
  const [paymentStatus, setPaymentStatus] = useState(order.paymentStatus);
  const [connection, setConnection] = useState<SocketStatus>('connecting');
  const { facts, refresh } = useOrderFacts(order);

  useEffect(() => {
    const token = storage.token();
    if (!token) return;
    const events = connect({
      token,
      orderId: order._id,
      onUpdate: (update) => {
        actor.send({ type: 'order.updated', cursor: update.position, status: update.status });
        setPaymentStatus(update.paymentStatus);
        refresh();
      },
      onStatus: setConnection,
    });
    return () => events.close();
  }, [actor, storage, order._id, connect, refresh]);

  return {
    status: useSelector(actor, (snapshot) => snapshot.context.status),
    remainingSeconds: useSelector(actor, selectRemainingSeconds),
    paymentStatus,
    refund: facts.refund,
    statusReason: facts.statusReason,
    packing: facts.packing,
    rider: facts.rider,
    connection,
  };
}

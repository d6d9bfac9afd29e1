import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PackingOrder } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Badge, Button, EmptyState, ErrorState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { PackingTimer } from './packing-timer';
import { usePackingChanges, type ConnectPackingChanges } from './use-packing-changes';
import { usePackingClock } from './use-packing-clock';
import styles from './packing.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

// A push is the cue to read the queue again; this beat covers one that was missed (docs/decisions.md#packing).
const REFRESH_MS = 60_000;

export interface PackingQueueScreenProps {
  /** The /packing live feed; stories pass one that never connects. */
  connect?: ConnectPackingChanges;
  /** Whether timers tick; stories hold them still. @default true */
  tick?: boolean;
}

/** Issue 18 item 5: the packing floor's tablet. Confirmed orders, oldest first, each timed against the 8-minute promise. */
export function PackingQueueScreen({ connect, tick = true }: PackingQueueScreenProps) {
  useDocumentTitle('Packing queue');
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { session } = useSession();
  const [claiming, setClaiming] = useState<string | null>(null);
  // Each answer keeps when it arrived, so the timers can correct for the tablet's own clock.
  const read = useCallback(() => api.packing.queue().then((answer) => ({ ...answer, receivedAt: Date.now() })), [api]);
  const queue = useLoad('packing-queue', read, 'Failed to load the packing queue');
  const { setData } = queue;
  const refresh = useCallback(() => void read().then(setData, () => undefined), [read, setData]);
  usePackingChanges(refresh, connect);
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const now = usePackingClock(queue.data && { serverNow: queue.data.now, receivedAt: queue.data.receivedAt }, tick);

  async function claim(order: PackingOrder) {
    if (order.packer?._id === session?.user._id) return navigate(`/packing/${order._id}`);
    setClaiming(order._id);
    try {
      await api.packing.claim(order._id);
      navigate(`/packing/${order._id}`);
    } catch (error) {
      toast({ message: serverMessage(error, 'Failed to claim the order'), tone: 'error' });
      refresh();
    } finally {
      setClaiming(null);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="packing-title">
      <h1 id="packing-title" className={styles.title}>
        Packing queue
      </h1>
      {queue.status === 'loading' && (
        <ul aria-busy="true" aria-label="Loading orders" className={styles.list}>
          <li>
            <Skeleton height="5rem" />
          </li>
          <li>
            <Skeleton height="5rem" />
          </li>
        </ul>
      )}
      {queue.status === 'error' && <ErrorState title={queue.error} onRetry={queue.reload} retryLabel="Try Again" />}
      {queue.status === 'ready' && queue.data.orders.length === 0 && (
        <EmptyState title="Nothing to pack" description="Confirmed orders appear here the moment they come in." />
      )}
      {queue.status === 'ready' && queue.data.orders.length > 0 && (
        <ul className={styles.list} aria-label="Orders to pack">
          {queue.data.orders.map((order) => {
            const mine = order.packer?._id === session?.user._id;
            const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li key={order._id} className={styles.card} aria-label={`Order ${order.orderNumber}`}>
                <div>
                  <h2>Order {order.orderNumber}</h2>
                  <p className={styles.meta}>
                    {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}, {units} {units === 1 ? 'unit' : 'units'} · {order.paymentMethod}
                  </p>
                  {order.packer && <Badge tone={mine ? 'brand' : 'neutral'}>{mine ? 'You are packing this' : `Packing: ${order.packer.name}`}</Badge>}
                </div>
                <div className={styles.actions}>
                  <PackingTimer placedAt={order.placedAt} now={now} />
                  {(!order.packer || mine) && (
                    <Button size="lg" onClick={() => void claim(order)} disabled={claiming === order._id}>
                      {mine ? 'Continue' : 'Start packing'}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

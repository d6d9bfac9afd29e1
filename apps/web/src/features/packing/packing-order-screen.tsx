import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { OnePackingOrder } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Button, ErrorState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { useToast } from '../../shared/toasts/toast-provider';
import { PackingLineRow } from './packing-line-row';
import { PackingTimer } from './packing-timer';
import { usePackingClock } from './use-packing-clock';
import styles from './packing.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** Issue 18 item 5: packing one order. Each line picked or short, then Finish: packed, ready for riders. */
export function PackingOrderScreen({ tick = true }: { tick?: boolean } = {}) {
  const { orderId = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const packing = useLoad(`packing-order:${orderId}`, () => api.packing.get(orderId), 'Failed to load the order');
  useDocumentTitle(packing.status === 'ready' ? `Packing order ${packing.data.order.orderNumber}` : 'Packing order');
  const now = usePackingClock(undefined, tick);

  /** One packing call; a refusal is toasted unless `onRefusal` shows it where the packer is looking. */
  async function step(run: () => Promise<OnePackingOrder>, failure: string, done?: string, onRefusal?: (message: string) => void) {
    setBusy(true);
    try {
      const answer = await run();
      packing.setData(answer);
      if (done) toast({ message: done, tone: 'success' });
      return answer;
    } catch (error) {
      const message = serverMessage(error, failure);
      if (onRefusal) onRefusal(message);
      else toast({ message, tone: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  }

  if (packing.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true" aria-label="Loading the order">
        <Skeleton height="3rem" />
        <Skeleton height="6rem" />
      </section>
    );
  }
  if (packing.status === 'error') {
    return (
      <section className={styles.page}>
        <ErrorState title={packing.error} onRetry={packing.reload} retryLabel="Try Again" />
      </section>
    );
  }
  const { order } = packing.data;
  const left = order.lines.filter((line) => line.outcome === 'pending').length;
  const inOrder = order.lines.flatMap((line) => [line.productId, ...(line.substitute ? [line.substitute.productId] : [])]);
  return (
    <section className={styles.page} aria-labelledby="packing-order-title">
      <div className={styles.actions}>
        <h1 id="packing-order-title" className={styles.title}>
          Packing order {order.orderNumber}
        </h1>
        {order.status !== 'packed' && <PackingTimer placedAt={order.placedAt} now={now} />}
      </div>
      <ul className={styles.list} aria-label="Lines to pack">
        {order.lines.map((line) => (
          <PackingLineRow
            key={line.productId}
            line={line}
            busy={busy || order.status !== 'preparing'}
            inOrder={inOrder}
            onPick={() => void step(() => api.packing.pick(order._id, line.productId), 'Failed to tick the line')}
            onShort={(missing) => void step(() => api.packing.short(order._id, line.productId, missing), 'Failed to mark the line short', `${line.name}: ${missing} short`)}
            onSubstitute={async (substituteId) => {
              let refusal: string | null = null;
              await step(() => api.packing.substitute(order._id, line.productId, substituteId), 'Failed to substitute the line', `${line.name}: substituted`, (message) => (refusal = message));
              return refusal;
            }}
          />
        ))}
      </ul>
      <dl className={styles.summary} aria-label="Bill after packing">
        <div>
          <dt>Taken off the bill</dt>
          <dd>{rupees(order.takenOff)}</dd>
        </div>
        <div>
          <dt>{order.paymentMethod === 'COD' ? 'To collect at the door' : 'Bill after packing'}</dt>
          <dd>{rupees(order.amountDue)}</dd>
        </div>
      </dl>
      {order.status === 'packed' ? (
        <p role="status">Packed: ready for riders.</p>
      ) : (
        <div className={styles.actions}>
          <Button
            size="lg"
            disabled={busy || left > 0 || order.status !== 'preparing'}
            onClick={() => void step(() => api.packing.finish(order._id), 'Failed to finish packing', 'Packed: ready for riders').then((answer) => answer && navigate('/packing'))}
          >
            Finish packing
          </Button>
          {left > 0 && <p className={styles.meta}>{left === 1 ? '1 line still to pick' : `${left} lines still to pick`}</p>}
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AuditEvent, OrderAt } from '@jhatpat/api-client';
import { Button, ErrorState, Skeleton, TextField } from '@jhatpat/ui';
import { OrderHistory } from '../../shared/audit/order-history';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import styles from './audit.module.css';
import { auditTime, localValueOf, momentOf } from './audit-time';
import { OrderPersonalData } from './order-personal-data';
import factList from '../../shared/fact-list.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

interface OrderStateFacts {
  riderId?: string | null;
  status?: string | null;
  paymentStatus?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** Who delivers or delivered it by then: the rider who accepted it (its event names them), and any carrier. */
function deliveryOf(state: OrderStateFacts, events: readonly AuditEvent[]): string {
  const accepted = events.findLast((event) => event.type === 'OrderAcceptedForDelivery');
  const rider = state.riderId && accepted ? String((accepted.data as { riderName?: unknown }).riderName ?? '') : '';
  const parts = [rider && `Rider ${rider}`, state.carrier && `${state.carrier}, ${state.trackingNumber ?? ''}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

/** Issue 9 item 8: an order's events with actor and time, and its state at a chosen moment. */
export function OrderTimelineScreen() {
  const api = useApi();
  const { orderId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const at = params.get('at') ?? undefined;
  // The field shows the moment asked for, in IST like every time here.
  const [local, setLocal] = useState(() => (at ? localValueOf(at) : ''));
  const timeline = useLoad(`audit:${orderId}:${at ?? 'now'}`, () => api.audit.orderAt(orderId, at), 'Failed to load the order’s history');
  useDocumentTitle(timeline.status === 'ready' ? `Audit: order #${timeline.data.orderNumber}` : 'Audit: order');
  // An unmasked answer is kept for the moment it was asked at only: another moment reads masked again.
  const [unmasked, setUnmasked] = useState<{ key: string; view: OrderAt } | null>(null);
  const key = `${orderId}:${at ?? 'now'}`;

  return (
    <section className={styles.page} aria-labelledby="timeline-title">
      <p>
        <Link to="/audit">← Audit</Link>
      </p>
      <h1 id="timeline-title" className={styles.title}>
        Order {timeline.status === 'ready' ? `#${timeline.data.orderNumber}` : orderId}
      </h1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const moment = momentOf(local);
          setParams(moment ? { at: moment } : {});
        }}
      >
        <TextField label="State at (IST)" type="datetime-local" step={1} value={local} onChange={(event) => setLocal(event.target.value)} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <Button type="button" variant="ghost" onClick={() => (setLocal(''), setParams({}))}>
          Now
        </Button>
      </form>
      {timeline.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading history">
          <Skeleton width="50%" />
          <Skeleton width="80%" />
        </div>
      )}
      {timeline.status === 'error' && <ErrorState title={timeline.error} onRetry={timeline.reload} retryLabel="Try Again" />}
      {timeline.status === 'ready' && (
        <Timeline
          view={unmasked?.key === key ? unmasked.view : timeline.data}
          at={at}
          onUnmasked={(view) => setUnmasked(view ? { key, view } : null)}
        />
      )}
    </section>
  );
}

function Timeline({ view, at, onUnmasked }: { view: OrderAt; at?: string; onUnmasked: (view: OrderAt | null) => void }) {
  const state = (view.order.state ?? {}) as OrderStateFacts;
  const events = [...view.order.events, ...view.payments.flatMap((payment) => payment.events)].sort((a, b) => Number(a.position) - Number(b.position));
  return (
    <>
      <section aria-labelledby="state-title">
        <h2 id="state-title">{view.at ? `State at ${auditTime.format(new Date(view.at))}` : 'State now'}</h2>
        {view.seenAt && <p>As readers saw it at {auditTime.format(new Date(view.seenAt))}, the last commit mark by then: nothing committed later shows.</p>}
        <dl className={factList.facts}>
          <dt>Status</dt>
          <dd>{state.status ?? '—'}</dd>
          <dt>Payment</dt>
          <dd>{state.paymentStatus ?? '—'}</dd>
          <dt>Delivery</dt>
          <dd>{deliveryOf(state, events)}</dd>
          <dt>Events</dt>
          <dd>
            {events.length} (order version {view.order.version}
            {view.payments.length > 0 ? `, ${view.payments.length} payment stream${view.payments.length > 1 ? 's' : ''}` : ''})
          </dd>
        </dl>
      </section>
      <OrderPersonalData view={view} at={at} onUnmasked={onUnmasked} />
      <section aria-labelledby="events-title">
        <h2 id="events-title">Timeline</h2>
        <OrderHistory events={events} showChain />
      </section>
    </>
  );
}

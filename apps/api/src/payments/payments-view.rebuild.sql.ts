import type { SqlClient } from '../platform/database/sql-transaction.js';
import { anyOf, cursorParams, lastOf, type LogCursor, logUpTo, recordedAtMs, type SetBasedFold } from '../platform/event-store/index.js';
import { paymentEventTypes } from './payment.events.js';

/**
 * paymentsViewProjection's rules stated in SQL, for the rebuild (docs/decisions.md#rebuild-set-based).
 * A payment's row is its first PaymentRequested or PaymentStarted (ON CONFLICT DO NOTHING), then each
 * later event of its stream in commit-safe order (its version order, so every one passes `version < $2`);
 * a refund's row likewise from its RefundRequested. PaymentStarted v1 is read through its upcaster
 * (payments.module.ts): the paying customer is the event's actor when the data names none.
 */
export const paymentsViewSetBased: SetBasedFold = {
  reads: Object.fromEntries(paymentEventTypes.map((type) => [type, type === 'PaymentStarted' ? 2 : 1])),
  async fill(tx: SqlClient, upTo: LogCursor) {
    await tx.query(`CREATE TEMP TABLE jp_rebuild_payment_events ON COMMIT DROP AS ${EVENTS}`, [...cursorParams(upTo), paymentEventTypes]);
    await tx.query(PAYMENTS);
    await tx.query(REFUNDS);
  },
};

// Read once for both tables (a temporary table, dropped with the transaction): the log is scanned once.
const EVENTS = `
  SELECT e.event_type AS type, e.schema_version, e.data, e.metadata, e.data->>'paymentId' AS payment_id, e.data->>'refundId' AS refund_id,
         e.transaction_id AS tx, e.global_position AS gp, e.stream_version AS v, ${recordedAtMs('e')} AS at
    FROM es_events e WHERE e.event_type = ANY($3::text[]) AND ${logUpTo('e')}`;

const SETTLES = `l.type IN ('PaymentSucceeded', 'PaymentFailed', 'PaymentVoided')`;
const MOVES_PAYMENT = `l.type IN ('PaymentOpened', 'PaymentSucceeded', 'PaymentFailed', 'PaymentVoided', 'RefundSucceeded')`;

const PAYMENTS = `
  WITH created AS (
    SELECT DISTINCT ON (payment_id) * FROM jp_rebuild_payment_events WHERE type IN ('PaymentRequested', 'PaymentStarted') ORDER BY payment_id, tx, gp
  )
  INSERT INTO payments_view (payment_id, order_id, customer_id, method, amount_paise, provider, provider_reference, status, started_at, version,
    failure_reason, settled_at, captured_paise, refunded_paise, provider_payment_id)
  SELECT c.payment_id, c.data->>'orderId',
         CASE WHEN c.type = 'PaymentStarted' AND c.schema_version = 1 THEN coalesce(c.data->>'customerId', c.metadata->>'actorId') ELSE c.data->>'customerId' END,
         c.data->>'method', (c.data->>'amountPaise')::int, c.data->>'provider',
         CASE WHEN ${anyOf(`l.type = 'PaymentOpened'`)} THEN ${lastOf(`l.data->>'providerReference'`, `l.type = 'PaymentOpened'`)}
              WHEN c.type = 'PaymentStarted' THEN c.data->>'providerReference' END,
         coalesce(${lastOf(`CASE l.type WHEN 'PaymentOpened' THEN 'pending' WHEN 'PaymentSucceeded' THEN 'paid' WHEN 'PaymentFailed' THEN 'failed' ELSE 'voided' END`,
           `l.type IN ('PaymentOpened', 'PaymentSucceeded', 'PaymentFailed', 'PaymentVoided')`)},
           CASE c.type WHEN 'PaymentStarted' THEN 'pending' ELSE 'requested' END),
         c.at, coalesce(max(l.v) FILTER (WHERE ${MOVES_PAYMENT}), c.v),
         ${lastOf(`CASE WHEN l.type = 'PaymentSucceeded' THEN NULL ELSE l.data->>'reason' END`, SETTLES)},
         ${lastOf('l.at', SETTLES)},
         CASE WHEN ${anyOf(`l.type = 'PaymentSucceeded'`)} THEN ${lastOf(`(l.data->>'amountPaise')::int`, `l.type = 'PaymentSucceeded'`)} ELSE 0 END,
         coalesce(sum((l.data->>'amountPaise')::int) FILTER (WHERE l.type = 'RefundSucceeded'), 0),
         ${lastOf(`l.data->>'providerPaymentId'`, `l.type = 'PaymentSucceeded' AND l.data->>'providerPaymentId' IS NOT NULL`)}
    FROM created c LEFT JOIN jp_rebuild_payment_events l ON l.payment_id = c.payment_id AND (l.tx, l.gp) > (c.tx, c.gp) AND ${MOVES_PAYMENT}
   GROUP BY c.payment_id, c.type, c.schema_version, c.data, c.metadata, c.at, c.v`;

const REFUND_MOVES = `l.type IN ('RefundSubmitted', 'RefundSucceeded', 'RefundFailed')`;

const REFUNDS = `
  WITH created AS (
    SELECT DISTINCT ON (refund_id) * FROM jp_rebuild_payment_events WHERE type = 'RefundRequested' ORDER BY refund_id, tx, gp
  )
  INSERT INTO refunds_view (refund_id, payment_id, order_id, amount_paise, kind, reason, status, requested_at, actor_id, version,
    provider_refund_id, failure_reason, settled_at)
  SELECT c.refund_id, c.payment_id, c.data->>'orderId', (c.data->>'amountPaise')::int, c.data->>'kind', c.data->>'reason',
         coalesce(${lastOf(`CASE l.type WHEN 'RefundSubmitted' THEN 'submitted' WHEN 'RefundSucceeded' THEN 'succeeded' ELSE 'failed' END`, REFUND_MOVES)}, 'requested'),
         c.at, c.metadata->>'actorId', coalesce(max(l.v), c.v),
         ${lastOf(`l.data->>'providerRefundId'`, `l.type IN ('RefundSubmitted', 'RefundSucceeded')`)},
         ${lastOf(`l.data->>'reason'`, `l.type = 'RefundFailed'`)},
         ${lastOf('l.at', `l.type IN ('RefundSucceeded', 'RefundFailed')`)}
    FROM created c LEFT JOIN jp_rebuild_payment_events l ON l.refund_id = c.refund_id AND (l.tx, l.gp) > (c.tx, c.gp) AND ${REFUND_MOVES}
   GROUP BY c.refund_id, c.payment_id, c.data, c.metadata, c.at, c.v`;

import { useState } from 'react';
import type { Order } from '@jhatpat/api-client';
import { formatRupees } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Button, TextField } from '@jhatpat/ui';
import { useApi } from '../../../../shared/services/shop-services';
import factList from '../../../../shared/fact-list.module.css';
import styles from '../order-view-dialog.module.css';
import { amountProblem, amountText, REASON_MAX, reasonProblem, refundBlocker, refundMoneyOf } from './order-refund';

interface RefundFormProps {
  order: Order;
  /** The refund was asked: the order as the API now shows it. */
  onRefunded: (order: Order) => void;
}

/** Issue 14: give back part or all of what an online order was paid, with a reason auditors read. */
export function RefundForm({ order, onRefunded }: RefundFormProps) {
  const api = useApi();
  const money = refundMoneyOf(order);
  const blocker = refundBlocker(order);
  const [amount, setAmount] = useState(amountText(money.leftPaise));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amountError = tried ? amountProblem(amount, money.leftPaise) : null;
  const reasonError = tried ? reasonProblem(reason) : null;

  async function submit() {
    setTried(true);
    setFailure(null);
    if (amountProblem(amount, money.leftPaise) || reasonProblem(reason)) return;
    setBusy(true);
    try {
      // A fresh key per submit (docs/decisions.md#refund-form): a double click sends one refund, a new submit another.
      const { order: changed } = await api.adminOrders.refund(order._id, { amount: Number(amount), reason: reason.trim() }, crypto.randomUUID());
      const left = refundMoneyOf(changed).leftPaise;
      setAmount(amountText(left));
      setReason('');
      setTried(false);
      onRefunded(changed);
    } catch (error) {
      setFailure(serverMessage(error, 'Failed to refund the order'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`refund-${order._id}`}>
      <h3 id={`refund-${order._id}`}>Refund</h3>
      <dl className={factList.facts}>
        <dt>Refunded so far</dt>
        <dd>{formatRupees(money.refundedPaise)}</dd>
        <dt>Pending</dt>
        <dd>{formatRupees(money.pendingPaise)}</dd>
        <dt>Left to refund</dt>
        <dd>{formatRupees(money.leftPaise)}</dd>
      </dl>
      {blocker ? (
        <p className={styles.note}>{blocker}</p>
      ) : (
        <form className={styles.refund} noValidate onSubmit={(event) => (event.preventDefault(), void submit())}>
          <TextField
            label="Amount (₹)"
            inputMode="decimal"
            value={amount}
            error={amountError ?? undefined}
            hint={`Up to ${formatRupees(money.leftPaise)}`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField label="Reason" value={reason} maxLength={REASON_MAX} required error={reasonError ?? undefined} onChange={(event) => setReason(event.target.value)} />
          {failure && (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <Button type="submit" variant="danger" loading={busy}>
            Refund
          </Button>
        </form>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { OrderAt } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, TextField } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import styles from './audit.module.css';
import factList from '../../shared/fact-list.module.css';

interface PlacedFacts {
  customerName?: string;
  customerPhone?: string;
  address?: { contactName?: string; contactPhone?: string | null; details?: string };
}

const REASON_MIN = 10;
const REASON_MAX = 500;

/**
 * The order's contact details as the audit API shows them: masked, unless the auditor unmasks this one
 * order with a reason, which the API records before it answers (docs/decisions.md#auditor-masking).
 */
export function OrderPersonalData({ view, at, onUnmasked }: { view: OrderAt; at?: string; onUnmasked: (view: OrderAt | null) => void }) {
  const placed = (view.order.events.find((event) => event.type === 'OrderPlaced')?.data ?? {}) as PlacedFacts;
  return (
    <section aria-labelledby="personal-title">
      <h2 id="personal-title">Customer details {view.unmasked ? '(unmasked)' : '(masked)'}</h2>
      <dl className={factList.facts}>
        <dt>Customer</dt>
        <dd>{placed.customerName ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{placed.customerPhone ?? '—'}</dd>
        <dt>Delivery contact</dt>
        <dd>{placed.address ? `${placed.address.contactName ?? '—'}, ${placed.address.contactPhone ?? 'no phone'}` : '—'}</dd>
        <dt>Address</dt>
        <dd>{placed.address?.details ?? '—'}</dd>
      </dl>
      {view.unmasked ? (
        <p role="status" className={styles.muted}>
          Shown unmasked for this view only. Your request, with its reason, is in the audit log.{' '}
          <Button type="button" variant="ghost" onClick={() => onUnmasked(null)}>
            Mask again
          </Button>
        </p>
      ) : (
        <UnmaskForm orderId={view.orderId} at={at} onUnmasked={onUnmasked} />
      )}
    </section>
  );
}

function UnmaskForm({ orderId, at, onUnmasked }: { orderId: string; at?: string; onUnmasked: (view: OrderAt) => void }) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      aria-label="Unmask this order"
      onSubmit={async (event) => {
        event.preventDefault();
        const why = reason.trim();
        // The API's own rule, checked here first so a short reason costs no round trip.
        if (why.length < REASON_MIN) return setError(`Say why in at least ${REASON_MIN} characters`);
        setBusy(true);
        setError(undefined);
        try {
          onUnmasked(await api.audit.unmaskOrder(orderId, why, at));
        } catch (failure) {
          setError(serverMessage(failure, 'Could not unmask the order. Please try again.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        label="Reason for unmasking"
        hint="Recorded with your name and the time; auditors can list every unmasking."
        value={reason}
        maxLength={REASON_MAX}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Unmask this order
      </Button>
    </form>
  );
}

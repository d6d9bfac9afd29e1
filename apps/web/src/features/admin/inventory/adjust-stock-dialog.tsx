import { useState } from 'react';
import type { InventoryItem } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, Select, TextArea, TextField } from '@jhatpat/ui';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import type { StockDialogProps } from './receive-stock-dialog';
import { adjustReasons, checkAdjust, MAX_NOTE_LENGTH, type AdjustDraft, type DraftProblems } from './stock-draft';
import styles from './inventory.module.css';

/** Issue 18: stock that left the shelf without an order (damaged, expired) or a recount, always with a reason. */
export function AdjustStockDialog({ item, onClose, onDone }: StockDialogProps) {
  return (
    <Dialog open={item !== null} title={item ? `Adjust stock: ${item.name}` : 'Adjust stock'} onClose={onClose}>
      {item && <AdjustForm key={item.productId} item={item} onDone={onDone} />}
    </Dialog>
  );
}

function AdjustForm({ item, onDone }: { item: InventoryItem; onDone: (item: InventoryItem) => void }) {
  const api = useApi();
  const [draft, setDraft] = useState<AdjustDraft>({ change: '', reason: '', note: '' });
  const [problems, setProblems] = useState<DraftProblems<AdjustDraft>>({});
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function adjust() {
    const checked = checkAdjust(draft);
    setProblems('problems' in checked ? checked.problems : {});
    if (!('body' in checked)) return;
    setBusy(true);
    try {
      onDone(await api.inventory.adjust(item.productId, checked.body));
    } catch (error) {
      // A 409 says the change would take on hand below what orders have reserved.
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to adjust stock') });
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void adjust();
      }}
    >
      <p className={styles.figures}>
        On hand {item.onHand} · reserved {item.reserved} · available {item.available}
      </p>
      <TextField
        label="Change in units"
        hint="Negative removes, e.g. -3"
        inputMode="numeric"
        value={draft.change}
        error={problems.change}
        onChange={(event) => setDraft((current) => ({ ...current, change: event.target.value }))}
      />
      <Select
        label="Reason"
        placeholder="Choose a reason"
        options={adjustReasons}
        value={draft.reason}
        error={problems.reason}
        onChange={(event) => setDraft((current) => ({ ...current, reason: event.target.value as AdjustDraft['reason'] }))}
      />
      <TextArea
        label="Note (optional)"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={draft.note}
        error={problems.note}
        onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
      />
      <FlashMessage flash={flash} />
      <Button type="submit" loading={busy}>
        Save adjustment
      </Button>
    </form>
  );
}

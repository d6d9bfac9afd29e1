import { useState } from 'react';
import type { InventoryItem } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, TextArea, TextField } from '@jhatpat/ui';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { checkReceive, MAX_NOTE_LENGTH, type DraftProblems, type ReceiveDraft } from './stock-draft';
import styles from './inventory.module.css';

export interface StockDialogProps {
  /** The product whose stock changes; the dialog is closed when null. */
  item: InventoryItem | null;
  onClose: () => void;
  /** The product's row as the server answered. */
  onDone: (item: InventoryItem) => void;
}

/** Issue 18: a delivery arrives at the dark store: how many units, and a note (supplier, invoice). */
export function ReceiveStockDialog({ item, onClose, onDone }: StockDialogProps) {
  return (
    <Dialog open={item !== null} title={item ? `Receive stock: ${item.name}` : 'Receive stock'} onClose={onClose}>
      {item && <ReceiveForm key={item.productId} item={item} onDone={onDone} />}
    </Dialog>
  );
}

function ReceiveForm({ item, onDone }: { item: InventoryItem; onDone: (item: InventoryItem) => void }) {
  const api = useApi();
  const [draft, setDraft] = useState<ReceiveDraft>({ quantity: '', note: '' });
  const [problems, setProblems] = useState<DraftProblems<ReceiveDraft>>({});
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function receive() {
    const checked = checkReceive(draft);
    setProblems('problems' in checked ? checked.problems : {});
    if (!('body' in checked)) return;
    setBusy(true);
    try {
      onDone(await api.inventory.receive(item.productId, checked.body));
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to receive stock') });
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void receive();
      }}
    >
      <p className={styles.figures}>
        On hand {item.onHand} · reserved {item.reserved} · available {item.available}
      </p>
      <TextField
        label="Units received"
        inputMode="numeric"
        value={draft.quantity}
        error={problems.quantity}
        onChange={(event) => setDraft((current) => ({ ...current, quantity: event.target.value }))}
      />
      <TextArea
        label="Note (optional)"
        hint="Supplier, invoice number"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={draft.note}
        error={problems.note}
        onChange={(event) => setDraft((current) => ({ ...current, note: event.target.value }))}
      />
      <FlashMessage flash={flash} />
      <Button type="submit" loading={busy}>
        Receive
      </Button>
    </form>
  );
}

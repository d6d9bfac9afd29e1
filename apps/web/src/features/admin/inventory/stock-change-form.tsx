import { useState, type ReactNode } from 'react';
import type { InventoryItem } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button } from '@jhatpat/ui';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import type { DraftProblems } from './stock-draft';
import styles from './inventory.module.css';

export interface StockChangeFormProps<Draft, Body> {
  item: InventoryItem;
  initial: Draft;
  /** The form's problems under their fields, or the body to send. */
  check: (draft: Draft) => { problems: DraftProblems<Draft> } | { body: Body };
  send: (body: Body) => Promise<InventoryItem>;
  /** Shown when the server gives no reason of its own. */
  failure: string;
  submitLabel: string;
  onDone: (item: InventoryItem) => void;
  fields: (form: { draft: Draft; problems: DraftProblems<Draft>; change: (patch: Partial<Draft>) => void }) => ReactNode;
}

/** The receive and adjust forms' common part: the product's figures, checking, sending, and the server's refusal. */
export function StockChangeForm<Draft, Body>({ item, initial, check, send, failure, submitLabel, onDone, fields }: StockChangeFormProps<Draft, Body>) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems<Draft>>({});
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function submit() {
    const checked = check(draft);
    setProblems('problems' in checked ? checked.problems : {});
    if (!('body' in checked)) return;
    setBusy(true);
    try {
      onDone(await send(checked.body));
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, failure) });
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.figures}>
        On hand {item.onHand} · reserved {item.reserved} · available {item.available}
      </p>
      {fields({ draft, problems, change: (patch) => setDraft((current) => ({ ...current, ...patch })) })}
      <FlashMessage flash={flash} />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

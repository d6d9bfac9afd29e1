import { useState } from 'react';
import type { PackingLine } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { Badge, Button } from '@jhatpat/ui';
import { SubstitutePicker } from './substitute-picker';
import styles from './packing.module.css';

export interface PackingLineRowProps {
  line: PackingLine;
  busy: boolean;
  /** The order's products: none of them can go in instead of this line. */
  inOrder: readonly string[];
  onPick: () => void;
  onShort: (missing: number) => void;
  /** Resolves with the API's refusal, or null when the line is substituted. */
  onSubstitute: (productId: string) => Promise<string | null>;
}

const outcomeBadge = (line: PackingLine) => {
  if (line.outcome === 'picked') return <Badge tone="success">Picked</Badge>;
  if (line.outcome === 'short') return <Badge tone="danger">{`Short ${line.missing} · −${formatRupees(rupeesToPaise(line.takenOff))}`}</Badge>;
  if (line.outcome === 'substituted' && line.substitute) return <Badge tone="warning">{`Substituted: ${line.substitute.name}`}</Badge>;
  return null;
};

/** One ordered line on the packing screen: tick it, say how many units the shelf is short, or put another product in. A decided line is final. */
export function PackingLineRow({ line, busy, inOrder, onPick, onShort, onSubstitute }: PackingLineRowProps) {
  const [mode, setMode] = useState<'choose' | 'short' | 'substitute'>('choose');
  const shorting = mode === 'short';
  const [missing, setMissing] = useState(1);
  const inputId = `missing-${line.productId}`;
  return (
    <li className={styles.card} aria-label={line.name}>
      <div>
        <h2>
          {line.quantity} × {line.name}
        </h2>
        <p className={styles.meta}>
          {line.variant ?? ''} · {formatRupees(rupeesToPaise(line.price))} each
        </p>
        {outcomeBadge(line)}
      </div>
      {line.outcome === 'pending' && mode === 'substitute' && (
        <SubstitutePicker line={line} inOrder={inOrder} busy={busy} onSubstitute={onSubstitute} onCancel={() => setMode('choose')} />
      )}
      {line.outcome === 'pending' && mode !== 'substitute' && (
        <div className={styles.actions}>
          {shorting ? (
            <form
              className={styles.shortForm}
              onSubmit={(event) => {
                event.preventDefault();
                onShort(missing);
              }}
            >
              <label htmlFor={inputId}>Units missing</label>
              <input id={inputId} type="number" min={1} max={line.quantity} value={missing} onChange={(event) => setMissing(Number(event.target.value))} />
              <Button type="submit" variant="danger" disabled={busy}>
                Mark short
              </Button>
              <Button type="button" variant="ghost" onClick={() => setMode('choose')}>
                Cancel
              </Button>
            </form>
          ) : (
            <>
              <Button size="lg" onClick={onPick} disabled={busy}>
                Picked
              </Button>
              <Button size="lg" variant="secondary" onClick={() => setMode('short')} disabled={busy}>
                Short
              </Button>
              <Button size="lg" variant="secondary" onClick={() => setMode('substitute')} disabled={busy}>
                Substitute
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

import { useId, useState } from 'react';
import type { PackingLine } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { Button, ErrorState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { substituteCandidates } from './substitute-candidates';
import styles from './packing.module.css';

export interface SubstitutePickerProps {
  line: PackingLine;
  /** Every product already in the order: none of them may go in instead (the API refuses it). */
  inOrder: readonly string[];
  busy: boolean;
  /** Resolves with the API's refusal to show, or null once the line is substituted. */
  onSubstitute: (productId: string) => Promise<string | null>;
  onCancel: () => void;
}

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/**
 * Issue 18 item 5: what the packer can put in instead of a line the shelf cannot fill, read from the
 * catalog as the shopper sees it (category, price, what is available now). The whole line's quantity goes
 * in; a cheaper product takes the difference off the bill. The API decides: its refusal (the shelf sold
 * out meanwhile, a price changed) stays in the picker, next to the choice it refused.
 */
export function SubstitutePicker({ line, inOrder, busy, onSubstitute, onCancel }: SubstitutePickerProps) {
  const api = useApi();
  const legendId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = useLoad(
    `packing-substitutes:${line.productId}`,
    async () => {
      const ordered = await api.products.get(line.productId);
      return substituteCandidates(line, ordered.category, await api.products.byCategory(ordered.category), inOrder);
    },
    'Failed to load what could go in instead',
  );

  async function substitute(productId: string) {
    setRefusal(null);
    const refused = await onSubstitute(productId);
    if (refused) {
      setRefusal(refused);
      candidates.reload();
    }
  }

  if (candidates.status === 'loading') return <Skeleton height="4rem" />;
  if (candidates.status === 'error') return <ErrorState title={candidates.error} onRetry={candidates.reload} retryLabel="Try Again" />;
  const choices = candidates.data;
  return (
    <form
      className={styles.substitutes}
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void substitute(chosen);
      }}
    >
      <p id={legendId} className={styles.pickerTitle}>
        Put in instead of {line.quantity} × {line.name}
      </p>
      {choices.length === 0 ? (
        <p role="status">Nothing of the same kind at this price or less is in stock for {line.quantity}. Mark the line short instead.</p>
      ) : (
        <ul className={styles.choices} aria-label={`Substitutes for ${line.name}`}>
          {choices.map((product) => (
            <li key={product._id}>
              <label className={styles.choice}>
                <input type="radio" name={`substitute-${line.productId}`} value={product._id} checked={chosen === product._id} onChange={() => setChosen(product._id)} />
                <span>
                  {line.quantity} × {product.name} · {product.variant}
                  <span className={styles.meta}>
                    {' '}
                    {rupees(product.price)} each · {product.available} in stock
                    {product.price < line.price ? ` · ${rupees((line.price - product.price) * line.quantity)} off the bill` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <div className={styles.actions}>
        {choices.length > 0 && (
          <Button type="submit" variant="primary" disabled={busy || !chosen}>
            Put in instead
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

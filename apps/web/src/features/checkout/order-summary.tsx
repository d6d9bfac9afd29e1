import { useId } from 'react';
import { formatRupees, type Bill } from '@jhatpat/domain';
import type { CartLine } from '@jhatpat/machines';
import { BillDetails } from '@jhatpat/ui';
import styles from './order-summary.module.css';

/** The order about to be placed: its lines and the bill the server will check (docs/product.md §2 /payment). */
export function OrderSummary({ lines, bill }: { lines: readonly CartLine[]; bill: Bill }) {
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Order summary
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            <span>
              {line.name}
              {line.variant && <span className={styles.variant}> · {line.variant}</span>}
              <span className={styles.quantity}> × {line.quantity}</span>
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <BillDetails bill={bill} />
    </section>
  );
}

import { useId } from 'react';
import { type Bill } from '@jhatpat/domain';
import type { CartLine } from '@jhatpat/machines';
import { BillDetails, useShopText } from '@jhatpat/ui';
import { productName } from '../../shared/locale/product-text';
import styles from './order-summary.module.css';

/** The order about to be placed: its lines and the bill the server will check (docs/product.md §2 /payment). */
export function OrderSummary({ lines, bill }: { lines: readonly CartLine[]; bill: Bill }) {
  const titleId = useId();
  const { t, rupees, locale } = useShopText();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('Order summary')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            <span>
              {productName(line, locale)}
              {line.variant && <span className={styles.variant}> · {line.variant}</span>}
              <span className={styles.quantity}> × {line.quantity}</span>
            </span>
            <span>{rupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <BillDetails bill={bill} />
    </section>
  );
}

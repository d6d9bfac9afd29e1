import { useSelector } from '@xstate/react';
import { stockFixOf } from '@jhatpat/machines';
import { StockShortfall, useShopText } from '@jhatpat/ui';
import { useCheckoutFlow } from './use-checkout-flow';
import { useStockFix } from './use-stock-fix';
import { productName } from '../../shared/locale/product-text';
import styles from './short-lines-notice.module.css';

/** Issue 18: the lines a placed order was refused for, each with the cart's one-tap fix, until all fit what is left. */
export function ShortLinesNotice() {
  const { actor } = useCheckoutFlow();
  const shortLines = useSelector(actor, (snapshot) => snapshot.context.shortLines);
  const { fixing, fix } = useStockFix();
  const { t, locale } = useShopText();
  if (shortLines.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="short-lines-title">
      <h2 id="short-lines-title" className={styles.title}>
        {t('Not enough stock for these items')}
      </h2>
      <ul className={styles.lines}>
        {shortLines.map((line) => {
          const chosen = stockFixOf({ quantity: line.wanted, available: line.available });
          return (
            <li key={line.productId} className={styles.line} aria-label={productName(line, locale)}>
              <span className={styles.name}>
                {productName(line, locale)} <span className={styles.wanted}>{t('(you want {count})', { count: line.wanted })}</span>
              </span>
              {chosen && <StockShortfall name={productName(line, locale)} available={line.available} fix={chosen} busy={fixing === line.productId} onFix={(next) => fix(line, next)} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@jhatpat/domain';
import { ErrorState, useShopText } from '@jhatpat/ui';
import type { HomeShelf as Shelf } from './home-shelves';
import { catalogHref } from './storefront-paths';
import { ShopProductGrid } from './shop-product-grid';
import type { ShelfState } from './use-home-shelves';
import styles from './home-screen.module.css';

export interface HomeShelfProps {
  shelf: Shelf;
  state: ShelfState;
  role: Role | null;
  onRetry: (shelf: Shelf) => void;
}

/** One product section of the home page: its title, a "See all" link to its category, and its cards. Memoised: a shelf that arrives later leaves the others undrawn. */
export const HomeShelf = memo(function HomeShelf({ shelf, state, role, onRetry }: HomeShelfProps) {
  const titleId = useId();
  const { t } = useShopText();
  // A shelf with nothing on it is left out rather than shown empty.
  if (state.status === 'ready' && state.products.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={titleId}>
      <div className={styles.shelfHeader}>
        <h2 id={titleId} className={styles.shelfTitle}>
          {t(shelf.title)}
        </h2>
        {shelf.category && (
          <Link className={styles.seeAll} to={catalogHref(role, shelf.category)} aria-label={t('See all: {shelf}', { shelf: t(shelf.title) })}>
            {t('See all')}
          </Link>
        )}
      </div>
      {state.status === 'error' ? (
        <ErrorState title={state.error} headingLevel={3} retryLabel={t('Try again')} onRetry={() => onRetry(shelf)} />
      ) : (
        <ShopProductGrid products={state.status === 'ready' ? state.products : []} loading={state.status === 'loading'} wholeRows />
      )}
    </section>
  );
});

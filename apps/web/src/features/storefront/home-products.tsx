import type { Role } from '@jhatpat/domain';
import { EmptyState, useShopText } from '@jhatpat/ui';
import { HomeShelf } from './home-shelf';
import { homeShelves } from './home-shelves';
import { ShopProductGrid } from './shop-product-grid';
import { useHomeShelves } from './use-home-shelves';
import styles from './home-screen.module.css';

/** The home page's product sections (docs/product.md §2): one 30-card skeleton until the first ones arrive. */
export function HomeProducts({ role }: { role: Role | null }) {
  const { stateOf, firstSettled, retry } = useHomeShelves(homeShelves);
  const { t } = useShopText();
  if (!firstSettled) {
    return (
      <div className={styles.shelvesLoading}>
        <ShopProductGrid products={[]} loading />
      </div>
    );
  }

  const states = homeShelves.map(stateOf);
  if (states.every((state) => state.status === 'ready' && state.products.length === 0)) {
    return <EmptyState title={t('No products to show right now')} description={t('Our shelves are being restocked. Please check again in a few minutes.')} />;
  }
  return (
    <>
      {homeShelves.map((shelf, i) => (
        <HomeShelf key={shelf.id} shelf={shelf} state={states[i]} role={role} onRetry={retry} />
      ))}
    </>
  );
}

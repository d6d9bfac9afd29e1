import { useNavigate } from 'react-router-dom';
import type { Product } from '@jhatpat/api-client';
import { Button, EmptyState, ErrorState, useShopText } from '@jhatpat/ui';
import type { Load } from '../../shared/data/use-load';
import { useSession } from '../../shared/session/session-provider';
import { ShopProductGrid } from './shop-product-grid';
import { shopHomeHref } from './storefront-paths';
import hidden from './visually-hidden.module.css';

export interface ProductListStatesProps {
  load: Load<readonly Product[]> & { reload: () => void };
  /** The empty state's title, e.g. docs/product.md §8's "No results found". */
  emptyTitle: string;
  emptyDescription?: string;
}

/** Loading (30 skeleton cards), error with a retry, empty with "Return to Home", or the products. */
export function ProductListStates({ load, emptyTitle, emptyDescription }: ProductListStatesProps) {
  const { role } = useSession();
  const navigate = useNavigate();
  const { t } = useShopText();
  if (load.status === 'loading') return <ShopProductGrid products={[]} loading />;
  if (load.status === 'error') return <ErrorState title={load.error} retryLabel={t('Try again')} onRetry={load.reload} />;
  if (load.data.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyDescription}
        action={<Button onClick={() => navigate(shopHomeHref(role))}>{t('Return to Home')}</Button>}
      />
    );
  }
  return (
    <>
      {/* The cards' names are h3s: this keeps the outline whole under the page's h1. */}
      <h2 className={hidden.visuallyHidden}>{t('Products')}</h2>
      <ShopProductGrid products={load.data} />
    </>
  );
}

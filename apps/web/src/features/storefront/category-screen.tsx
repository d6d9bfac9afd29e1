import { useParams } from 'react-router-dom';
import { categoryLabel } from '@jhatpat/domain';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { ProductListStates } from './product-list-states';
import styles from './catalog-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /:category (guests) and /c/:category (customers), docs/product.md §2: the products of a category or banner path. */
export function CategoryScreen() {
  const api = useApi();
  const category = useParams().category ?? '';
  const label = categoryLabel(category);
  useDocumentTitle(label);
  const products = useLoad(`category:${category}`, () => api.products.byCategory(category), 'Failed to load products');

  return (
    <section className={styles.screen} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        {label}
      </h1>
      {products.status === 'ready' && products.data.length > 0 && (
        <p className={styles.summary}>{products.data.length === 1 ? '1 product' : `${products.data.length} products`}</p>
      )}
      <ProductListStates load={products} emptyTitle={`No products in ${label} yet`} emptyDescription="We are stocking this shelf. Please look again soon." />
    </section>
  );
}

import { useParams } from 'react-router-dom';
import { ApiError, type Product } from '@jhatpat/api-client';
import { EmptyState, ErrorState, useShopText } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { ProductDetails, ProductDetailsSkeleton } from './product-details';
import { SimilarItems } from './similar-items';
import styles from './product-screen.module.css';
import hidden from './visually-hidden.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { productName } from '../../shared/locale/product-text';

/** /product/{id} (docs/product.md §2): one product's details, with add to cart, then similar items; a 404 says the product is gone. */
export function ProductScreen() {
  const api = useApi();
  const id = useParams().id ?? '';
  const { t, locale } = useShopText();
  const product = useLoad<Product | null>(
    `product:${id}`,
    // An unknown or hidden product is an answer ("not found"), not a failure to retry.
    () => api.products.get(id).catch((error: unknown) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
    t('Failed to load product details'),
  );
  // The product's name once read; a product that is gone says so.
  useDocumentTitle(product.status !== 'ready' ? t('Product') : product.data ? productName(product.data, locale) : t('Product not found'));

  if (product.status === 'loading') {
    return (
      <div className={styles.screen} aria-busy="true">
        <p className={hidden.visuallyHidden}>{t('Loading product')}</p>
        <ProductDetailsSkeleton />
      </div>
    );
  }
  if (product.status === 'error') return <ErrorState title={product.error} retryLabel={t('Try again')} onRetry={product.reload} />;
  if (product.data === null) {
    return <EmptyState title={t('Product not found')} description={t('This product is not in our catalog any more. Try searching for something similar.')} />;
  }
  return (
    <div className={styles.screen}>
      <ProductDetails product={product.data} />
      <SimilarItems product={product.data} />
    </div>
  );
}

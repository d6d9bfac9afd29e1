import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { categoryLabel } from '@jhatpat/domain';
import { useLoad } from '../../shared/data/use-load';
import { productSubcategory } from '../../shared/locale/product-text';
import { useApi } from '../../shared/services/shop-services';
import { listedProducts, listingChoiceOf, listingQueryOf, subcategoriesOf } from './category-listing';
import { ListingControls } from './listing-controls';
import { ProductListStates } from './product-list-states';
import styles from './catalog-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { useShopText } from '@jhatpat/ui';

/**
 * /:category (guests) and /c/:category (customers), docs/product.md §2: the products of a category or banner
 * path, narrowed to a subcategory and sorted as the URL query says (?sub=…&sort=…, issue 19 item 14).
 */
export function CategoryScreen() {
  const api = useApi();
  const category = useParams().category ?? '';
  const { t, plural, locale } = useShopText();
  const label = t(categoryLabel(category));
  useDocumentTitle(label);
  const products = useLoad(`category:${category}`, () => api.products.byCategory(category), t('Failed to load products'));
  const [params, setParams] = useSearchParams();
  const choice = listingChoiceOf(params);
  const shelf = products.status === 'ready' ? products.data : null;
  const subcategories = useMemo(() => (shelf ? subcategoriesOf(shelf) : []), [shelf]);
  const subcategoryNames = useMemo(() => new Map(shelf?.map((product) => [product.subcategory, productSubcategory(product, locale) ?? product.subcategory])), [shelf, locale]);
  // A subcategory no product has any more (an old link) reads as "All".
  const subcategory = choice.subcategory && subcategories.includes(choice.subcategory) ? choice.subcategory : null;
  const { sort } = choice;
  const listed = useMemo(() => (shelf ? listedProducts(shelf, { subcategory, sort }) : null), [shelf, subcategory, sort]);
  const listing = listed ? { status: 'ready' as const, data: listed, reload: products.reload } : products;

  return (
    <section className={styles.screen} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        {label}
      </h1>
      {listed && listed.length > 0 && (
        <>
          {/* A new history entry per choice: Back undoes the last chip or sort, reload keeps it. */}
          <ListingControls subcategories={subcategories} choice={{ subcategory, sort }} onChoose={(chosen) => setParams(listingQueryOf(chosen))}
            labelOf={(name) => subcategoryNames.get(name) ?? name}
          />
          <p className={styles.summary}>{plural(listed.length, '{count} product', '{count} products')}</p>
        </>
      )}
      <ProductListStates load={listing} emptyTitle={t('No products in {category} yet', { category: label })} emptyDescription={t('We are stocking this shelf. Please look again soon.')} />
    </section>
  );
}

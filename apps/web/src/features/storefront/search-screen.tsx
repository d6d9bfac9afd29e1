import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../shared/data/use-load';
import { useApi } from '../../shared/services/shop-services';
import { ProductListStates } from './product-list-states';
import styles from './catalog-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { useShopText } from '@jhatpat/ui';

/** /search?q= and /customer/search?q= (docs/product.md §2, §5, §8): the trimmed query's results; blank asks nothing. */
export function SearchScreen() {
  const api = useApi();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { t, plural } = useShopText();
  useDocumentTitle(query ? t('Results for “{query}”', { query }) : t('Search'));
  const results = useLoad(
    `search:${query}`,
    async () => (query ? (await api.products.search(query)).products : []),
    t('Failed to fetch search results'),
  );

  if (!query) {
    return (
      <section className={styles.screen} aria-labelledby="search-title">
        <h1 id="search-title" className={styles.title}>
          {t('Search')}
        </h1>
        <p className={styles.summary}>{t('Type what you need in the search bar, like milk, bread or paneer.')}</p>
      </section>
    );
  }
  return (
    <section className={styles.screen} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.title}>
        {t('Results for “{query}”', { query })}
      </h1>
      {results.status === 'ready' && results.data.length > 0 && (
        <p className={styles.summary} role="status">
          {plural(results.data.length, '{count} product found', '{count} products found')}
        </p>
      )}
      <ProductListStates load={results} emptyTitle={t('No results found')} emptyDescription={t('Try another word, or check the spelling.')} />
    </section>
  );
}

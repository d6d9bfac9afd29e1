import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, useShopText } from '@jhatpat/ui';
import styles from './not-found-screen.module.css';
import { useDocumentTitle } from './document-title/use-document-title';

/** A web address the shop has no page for (a mistyped link, an old bookmark). */
export function NotFoundScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Page not found'));
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('Page not found')}
      </h1>
      <EmptyState
        title={t('We could not find that page')}
        description={t('The link may be old or mistyped. Everything in the shop is a search or a tap away from the home page.')}
        action={<Button onClick={() => navigate('/')}>{t('Return to Home')}</Button>}
      />
    </section>
  );
}

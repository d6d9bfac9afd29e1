import { Link } from 'react-router-dom';
import { landingPathFor, shopRules } from '@jhatpat/domain';
import { useSession } from '../../shared/session/session-provider';
import { ContentPage, ContentSection } from './content-page';
import { contentPagesHindi } from './content-pages-hindi';
import { usePageText } from '../../shared/locale/use-page-text';
import styles from './content-page.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /gift-cards: gift cards are not sold yet, and the page says so rather than pretending. */
export function GiftCardsScreen() {
  const { t } = usePageText(contentPagesHindi);
  useDocumentTitle(t('Gift cards'));
  const { role } = useSession();
  return (
    <ContentPage title={t('Gift cards')} lead={t('Jhatpat gift cards are not on sale yet.')}>
      <ContentSection title={t('Coming later')}>
        <p>
          {t(
            'We are working on gift cards you can send to family and friends in {city}. Until they launch, there is nothing to buy or redeem here, and no one from Jhatpat will ask you to pay for a gift card.',
            { city: t(shopRules.deliveryCity) },
          )}
        </p>
      </ContentSection>
      <div className={styles.actions}>
        <Link to={role ? landingPathFor(role) : '/'}>{t('Start Shopping')}</Link>
      </div>
    </ContentPage>
  );
}

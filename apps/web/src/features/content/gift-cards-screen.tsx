import { Link } from 'react-router-dom';
import { landingPathFor } from '@jhatpat/domain';
import { useSession } from '../../shared/session/session-provider';
import { ContentPage, ContentSection } from './content-page';
import styles from './content-page.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /gift-cards: gift cards are not sold yet, and the page says so rather than pretending. */
export function GiftCardsScreen() {
  useDocumentTitle('Gift cards');
  const { role } = useSession();
  return (
    <ContentPage title="Gift cards" lead="Jhatpat gift cards are not on sale yet.">
      <ContentSection title="Coming later">
        <p>
          We are working on gift cards you can send to family and friends in Patna. Until they launch, there is nothing to buy or redeem here, and
          no one from Jhatpat will ask you to pay for a gift card.
        </p>
      </ContentSection>
      <div className={styles.actions}>
        <Link to={role ? landingPathFor(role) : '/'}>Start Shopping</Link>
      </div>
    </ContentPage>
  );
}

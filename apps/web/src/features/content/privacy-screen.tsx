import { storageKeys } from '../../shared/storage/browser-storage';
import { ContentPage, ContentSection } from './content-page';
import { contentPagesHindi } from './content-pages-hindi';
import { usePageText } from '../../shared/locale/use-page-text';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /privacy: what Jhatpat keeps, on this device and on our servers, and how to clear it. The storage keys stay as the browser names them. */
export function PrivacyScreen() {
  const { t } = usePageText(contentPagesHindi);
  useDocumentTitle(t('Privacy'));
  return (
    <ContentPage title={t('Privacy')} lead={t('What Jhatpat stores about you, and why.')}>
      <ContentSection title={t('On this device')}>
        <p>{t('Your browser keeps a few items so the shop works between visits:')}</p>
        <ul>
          <li>
            <code>{storageKeys.token}</code>: {t('your sign-in token, so you stay logged in.')}
          </li>
          <li>
            <code>{storageKeys.user}</code> {t('and')} <code>{storageKeys.role}</code>:{' '}
            {t('your account id, name, phone number and whether you are a customer, an admin or a delivery partner.')}
          </li>
          <li>
            <code>{storageKeys.guestCart}</code>: {t('the cart you fill before logging in. It moves to your account when you log in, and is then removed from the browser.')}
          </li>
          <li>
            <code>{storageKeys.selectedAddress}</code>: {t('the delivery location you chose, so we can tell whether we deliver there.')}
          </li>
          <li>
            <code>{storageKeys.guestToken}</code>: {t('an anonymous id for a guest cart; it names no person.')}
          </li>
        </ul>
        <p>
          <strong>{t('Logging out clears all of it')}</strong>: {t('nothing of yours stays in this browser.')}
        </p>
      </ContentSection>
      <ContentSection title={t('On our servers')}>
        <p>
          {t(
            'Your name and phone number, your password (only as a one-way hash), your saved addresses, your cart and your orders with their payments. We need these to deliver to you and to answer questions about an order.',
          )}
        </p>
      </ContentSection>
      <ContentSection title={t('Who sees it')}>
        <p>
          {t(
            'Our staff and the rider delivering your order see your name, phone number and address. Card and UPI payments are handled by our payment provider; we never see or store your card number. We do not sell your data.',
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}

import { storageKeys } from '../../shared/storage/browser-storage';
import { ContentPage, ContentSection } from './content-page';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /privacy: what Jhatpat keeps, on this device and on our servers, and how to clear it. */
export function PrivacyScreen() {
  useDocumentTitle('Privacy');
  return (
    <ContentPage title="Privacy" lead="What Jhatpat stores about you, and why.">
      <ContentSection title="On this device">
        <p>Your browser keeps a few items so the shop works between visits:</p>
        <ul>
          <li>
            <code>{storageKeys.token}</code>: your sign-in token, so you stay logged in.
          </li>
          <li>
            <code>{storageKeys.user}</code> and <code>{storageKeys.role}</code>: your account id, name, phone number and whether you are a
            customer, an admin or a delivery partner.
          </li>
          <li>
            <code>{storageKeys.guestCart}</code>: the cart you fill before logging in. It moves to your account when you log in, and is then
            removed from the browser.
          </li>
          <li>
            <code>{storageKeys.selectedAddress}</code>: the delivery location you chose, so we can tell whether we deliver there.
          </li>
          <li>
            <code>{storageKeys.guestToken}</code>: an anonymous id for a guest cart; it names no person.
          </li>
        </ul>
        <p>
          <strong>Logging out clears all of it</strong> from this browser.
        </p>
      </ContentSection>
      <ContentSection title="On our servers">
        <p>
          Your name and phone number, your password (only as a one-way hash), your saved addresses, your cart and your orders with their payments.
          We need these to deliver to you and to answer questions about an order.
        </p>
      </ContentSection>
      <ContentSection title="Who sees it">
        <p>
          Our staff and the rider delivering your order see your name, phone number and address. Card and UPI payments are handled by our payment
          provider; we never see or store your card number. We do not sell your data.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

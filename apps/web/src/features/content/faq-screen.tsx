import { PAISE_PER_RUPEE, shopRules } from '@jhatpat/domain';
import { cancellationPolicyText } from '@jhatpat/ui';
import { ContentPage, ContentSection } from './content-page';
import { contentPagesHindi } from './content-pages-hindi';
import { usePageText } from '../../shared/locale/use-page-text';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

const { deliveryCity, deliveryPromiseMinutes, handlingChargePaise, donationPaise, tipChoicesRupees } = shopRules;

/** /faq: the questions shoppers ask before their first order; every figure comes from docs/product.md §9's shopRules. */
export function FaqScreen() {
  const { t, rupees } = usePageText(contentPagesHindi);
  const city = t(deliveryCity);
  useDocumentTitle(t('Frequently asked questions'));
  return (
    <ContentPage title={t('Frequently asked questions')} lead={t('Quick answers about delivery, payment and your order.')}>
      <ContentSection title={t('Where do you deliver?')}>
        <p>
          {t(
            'We deliver in {city} only, for now. Choose your delivery location at the top of the page: when it is in {city}, the cart opens and you can order.',
            { city },
          )}
        </p>
      </ContentSection>
      <ContentSection title={t('How fast is delivery?')}>
        <p>
          {t(
            'Our promise is delivery in {minutes} minutes from a store near you. On busy evenings and in heavy rain it can take longer; product tiles show the longest we expect.',
            { minutes: deliveryPromiseMinutes },
          )}
        </p>
      </ContentSection>
      <ContentSection title={t('How can I pay?')}>
        <ul>
          <li>{t('Cash on delivery (COD): pay the rider when your order arrives. Please keep the exact amount ready.')}</li>
          <li>{t('Card (CARD): debit or credit card, on a secure payment page.')}</li>
          <li>{t('UPI: pay from any UPI app.')}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t('Can I cancel my order?')}>
        <p>{t(cancellationPolicyText)}</p>
      </ContentSection>
      <ContentSection title={t('What will I be charged?')}>
        <ul>
          <li>{t('Delivery is free.')}</li>
          <li>{t('A handling charge of {amount} is added to every order.', { amount: rupees(handlingChargePaise) })}</li>
          <li>{t('A donation of {amount} is added by default; you can switch it off in your cart before you pay.', { amount: rupees(donationPaise) })}</li>
          <li>
            {t('A tip for your rider is optional: {amounts} or an amount you choose.', {
              amounts: tipChoicesRupees.map((choice) => rupees(choice * PAISE_PER_RUPEE)).join(', '),
            })}
          </li>
        </ul>
      </ContentSection>
      <ContentSection title={t('Do I need an account?')}>
        <p>{t('You can browse, search and fill a cart without one. To check out, log in or register with your phone number.')}</p>
      </ContentSection>
    </ContentPage>
  );
}

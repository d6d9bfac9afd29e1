import { formatRupees, PAISE_PER_RUPEE, shopRules } from '@jhatpat/domain';
import { cancellationPolicyText } from '@jhatpat/ui';
import { ContentPage, ContentSection } from './content-page';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

const { deliveryCity, deliveryPromiseMinutes, handlingChargePaise, donationPaise, tipChoicesRupees } = shopRules;

/** /faq: the questions shoppers ask before their first order; every figure comes from docs/product.md §9's shopRules. */
export function FaqScreen() {
  useDocumentTitle('Frequently asked questions');
  return (
    <ContentPage title="Frequently asked questions" lead="Quick answers about delivery, payment and your order.">
      <ContentSection title="Where do you deliver?">
        <p>
          We deliver in {deliveryCity} only, for now. Choose your delivery location at the top of the page: when it is in {deliveryCity}, the cart
          opens and you can order.
        </p>
      </ContentSection>
      <ContentSection title="How fast is delivery?">
        <p>
          Our promise is delivery in {deliveryPromiseMinutes} minutes from a store near you. On busy evenings and in heavy rain it can take longer;
          product tiles show the longest we expect.
        </p>
      </ContentSection>
      <ContentSection title="How can I pay?">
        <ul>
          <li>Cash on delivery (COD): pay the rider when your order arrives. Please keep the exact amount ready.</li>
          <li>Card (CARD): debit or credit card, on a secure payment page.</li>
          <li>UPI: pay from any UPI app.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Can I cancel my order?">
        <p>{cancellationPolicyText}</p>
      </ContentSection>
      <ContentSection title="What will I be charged?">
        <ul>
          <li>Delivery is free.</li>
          <li>A handling charge of {formatRupees(handlingChargePaise)} is added to every order.</li>
          <li>
            A donation of {formatRupees(donationPaise)} is added by default; you can switch it off in your cart before you pay.
          </li>
          <li>A tip for your rider is optional: {tipChoicesRupees.map((rupees) => formatRupees(rupees * PAISE_PER_RUPEE)).join(', ')} or an amount you choose.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Do I need an account?">
        <p>You can browse, search and fill a cart without one. To check out, log in or register with your phone number.</p>
      </ContentSection>
    </ContentPage>
  );
}

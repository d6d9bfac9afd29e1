import { formatRupees, shopRules } from '@jhatpat/domain';
import { cancellationPolicyText } from '@jhatpat/ui';

// docs/product.md §1, §2 and §9: the static promises and texts, quoted exactly. Built from the shared
// constants where one exists so this page shows what ships.
const texts: Array<{ text: string; where: string }> = [
  { text: `Free delivery in ${shopRules.deliveryPromiseMinutes} minutes`, where: 'Cart banner' },
  { text: `Delivery in ${shopRules.deliveryPromiseMinutes} minutes`, where: 'Location selector (small text)' },
  { text: shopRules.productTileEtaLabel, where: 'Product card label (ProductCard)' },
  { text: '1 pc', where: 'Product card weight when the product has none (ProductCard)' },
  { text: shopRules.defaultLocationLabel, where: 'Default location label' },
  { text: 'Select Location', where: 'Header location selector with no location' },
  { text: cancellationPolicyText, where: 'Cart, under the bill (CancellationPolicy)' },
  { text: `FREE over a struck ${formatRupees(shopRules.deliveryChargeStruckPaise)}`, where: 'Delivery charge row (BillDetails)' },
  { text: `Handling charge ${formatRupees(shopRules.handlingChargePaise)}`, where: 'BillDetails' },
  { text: `Donate ${formatRupees(shopRules.donationPaise)}, on by default`, where: 'DonationToggle' },
  { text: `Tips: ${shopRules.tipChoicesRupees.map((r) => `₹${r}`).join(', ')}, Custom`, where: 'TipChips' },
  { text: 'Something went wrong / Reload Page', where: 'Crash boundary (ErrorState defaults)' },
];

export function ShopTexts() {
  return (
    <table>
      <thead>
        <tr>
          <th>Text</th>
          <th>Where</th>
        </tr>
      </thead>
      <tbody>
        {texts.map(({ text, where }) => (
          <tr key={text}>
            <td>{text}</td>
            <td>{where}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

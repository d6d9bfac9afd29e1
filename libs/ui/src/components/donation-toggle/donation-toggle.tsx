import { shopRules } from '@jhatpat/domain';
import { Toggle } from '../../primitives/toggle/toggle';
import { useShopText } from '../../locale/shop-text';

export interface DonationToggleProps {
  /** docs/product.md §9: on by default; the screen holds the state. */
  enabled: boolean;
  onDonationChange: (change: { enabled: boolean }) => void;
  /** @default shopRules.donationPaise (₹1.00) */
  donationPaise?: number;
  /** @default 'Added to your bill' */
  description?: string;
}

export function DonationToggle({ enabled, onDonationChange, donationPaise = shopRules.donationPaise, description }: DonationToggleProps) {
  const { t, rupees } = useShopText();
  return (
    <Toggle
      label={t('Donate {amount}', { amount: rupees(donationPaise) })}
      description={description ?? t('Added to your bill')}
      checked={enabled}
      onCheckedChange={({ checked }) => onDonationChange({ enabled: checked })}
    />
  );
}

import { formatRupees, shopRules } from '@jhatpat/domain';
import { Toggle } from '../../primitives/toggle/toggle';

export interface DonationToggleProps {
  /** docs/product.md §9: on by default; the screen holds the state. */
  enabled: boolean;
  onDonationChange: (change: { enabled: boolean }) => void;
  /** @default shopRules.donationPaise (₹1.00) */
  donationPaise?: number;
  /** @default 'Added to your bill' */
  description?: string;
}

export function DonationToggle({ enabled, onDonationChange, donationPaise = shopRules.donationPaise, description = 'Added to your bill' }: DonationToggleProps) {
  return (
    <Toggle
      label={`Donate ${formatRupees(donationPaise)}`}
      description={description}
      checked={enabled}
      onCheckedChange={({ checked }) => onDonationChange({ enabled: checked })}
    />
  );
}

import { shopRules } from '@jhatpat/domain';
import { useShopText } from '../../locale/shop-text';
import styles from './location-button.module.css';

/** docs/product.md §2: the first two comma-separated parts of the address, or "Select Location". */
export function locationLabel(location: string | undefined): string {
  const parts = (location ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return parts.length ? parts.slice(0, 2).join(', ') : 'Select Location';
}

export interface LocationButtonProps {
  /** The full address text of the current location, if one is chosen. */
  location?: string;
  onClick?: () => void;
  /** Whether the location panel is open. */
  expanded?: boolean;
}

/** The header's location selector: "Delivery in 8 minutes" above the current location. */
export function LocationButton({ location, onClick, expanded }: LocationButtonProps) {
  const { t } = useShopText();
  const place = locationLabel(location);
  return (
    <button type="button" className={styles.location} aria-haspopup="dialog" aria-expanded={expanded} onClick={onClick} data-chosen={!!location || undefined}>
      <span className={styles.promise}>{t('Delivery in {minutes} minutes', { minutes: shopRules.deliveryPromiseMinutes })}</span>
      <span className={styles.place}>
        {location ? place : t(place)}
        <span aria-hidden="true"> ▾</span>
      </span>
    </button>
  );
}

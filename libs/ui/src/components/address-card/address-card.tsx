import { addressText } from '@jhatpat/domain';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { addressTitle, type SavedAddress } from './saved-address';
import styles from './address-card.module.css';
import { useShopText } from '../../locale/shop-text';

export interface AddressCardProps {
  address: SavedAddress;
  onEdit: (target: { address: SavedAddress }) => void;
  onDelete: (target: { address: SavedAddress }) => void;
  /** Chosen for delivery (checkout). */
  selected?: boolean;
  /** Makes the card choosable for delivery (checkout). */
  onSelect?: (target: { address: SavedAddress }) => void;
  /** Shows "Set as default" among the card's actions, unless it already is (the address book). */
  onSetDefault?: (target: { address: SavedAddress }) => void;
}

/** A saved address with Edit, Delete and a "Default" badge (docs/product.md §2 checkout). */
export function AddressCard({ address, onEdit, onDelete, selected = false, onSelect, onSetDefault }: AddressCardProps) {
  const title = addressTitle(address);
  const { t } = useShopText();
  return (
    <Card as="article" className={styles.card} data-selected={selected || undefined} aria-label={t('{title} address', { title })}>
      <div className={styles.top}>
        <h3 className={styles.title}>{title}</h3>
        {address.isDefault && <Badge tone="brand">{t('Default')}</Badge>}
      </div>
      <p className={styles.text}>{addressText(address)}</p>
      <p className={styles.contact}>
        {address.contactName}
        {address.contactPhone && `, ${address.contactPhone}`}
      </p>
      <div className={styles.actions}>
        {onSelect && (
          <Button size="sm" variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} onClick={() => onSelect({ address })}>
            {selected ? t('Selected') : t('Deliver here')}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={t('Edit {title}', { title })} onClick={() => onEdit({ address })}>
          {t('Edit')}
        </Button>
        <Button size="sm" variant="ghost" aria-label={t('Delete {title}', { title })} onClick={() => onDelete({ address })}>
          {t('Delete')}
        </Button>
        {onSetDefault && !address.isDefault && (
          <Button size="sm" variant="secondary" aria-label={t('Set as default: {title}', { title })} onClick={() => onSetDefault({ address })}>
            {t('Set as default')}
          </Button>
        )}
      </div>
    </Card>
  );
}

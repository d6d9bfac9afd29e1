import { addressText } from '@jhatpat/domain';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { addressTitle, type SavedAddress } from './saved-address';
import styles from './address-card.module.css';

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
  return (
    <Card as="article" className={styles.card} data-selected={selected || undefined} aria-label={`${title} address`}>
      <div className={styles.top}>
        <h3 className={styles.title}>{title}</h3>
        {address.isDefault && <Badge tone="brand">Default</Badge>}
      </div>
      <p className={styles.text}>{addressText(address)}</p>
      <p className={styles.contact}>
        {address.contactName}
        {address.contactPhone && `, ${address.contactPhone}`}
      </p>
      <div className={styles.actions}>
        {onSelect && (
          <Button size="sm" variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} onClick={() => onSelect({ address })}>
            {selected ? 'Selected' : 'Deliver here'}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-label={`Edit ${title}`} onClick={() => onEdit({ address })}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${title}`} onClick={() => onDelete({ address })}>
          Delete
        </Button>
        {onSetDefault && !address.isDefault && (
          <Button size="sm" variant="secondary" aria-label={`Set as default: ${title}`} onClick={() => onSetDefault({ address })}>
            Set as default
          </Button>
        )}
      </div>
    </Card>
  );
}

import { AddressCard, type SavedAddress } from '@jhatpat/ui';
import styles from './addresses-screen.module.css';

type Target = { address: SavedAddress };

export interface SavedAddressListProps {
  addresses: readonly SavedAddress[];
  isChosen: (address: SavedAddress) => boolean;
  onChoose: (target: Target) => void;
  onEdit: (target: Target) => void;
  onDelete: (target: Target) => void;
  onSetDefault: (target: Target) => void;
}

/** The saved addresses as cards, each with "Set as default" unless it already is. */
export function SavedAddressList({ addresses, isChosen, onChoose, onEdit, onDelete, onSetDefault }: SavedAddressListProps) {
  return (
    // The cards title themselves with h3: this heading keeps the outline whole (h1, h2, h3).
    <section aria-labelledby="addresses-saved">
      <h2 id="addresses-saved" className={styles.count}>
        {addresses.length === 1 ? '1 saved address' : `${addresses.length} saved addresses`}
      </h2>
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address._id} className={styles.item}>
            {/* "Set as default" is one of the card's own actions (it stood outside the card: issue 19 item 12). */}
            <AddressCard address={address} selected={isChosen(address)} onSelect={onChoose} onEdit={onEdit} onDelete={onDelete} onSetDefault={onSetDefault} />
          </li>
        ))}
      </ul>
    </section>
  );
}

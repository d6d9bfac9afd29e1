import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { AddressCard, Button, EmptyState, type SavedAddress, useShopText } from '@jhatpat/ui';
import { AddressFormDialog } from '../../shared/addresses/address-form-dialog';
import { DeleteDefaultAddressDialog } from '../../shared/addresses/delete-default-address-dialog';
import { needsDeleteConfirmation } from '../../shared/addresses/saved-address-book';
import { useSavedAddresses } from '../../shared/addresses/use-saved-addresses';
import { savedAddressesOf } from './checkout-view';
import { useCheckoutFlow } from './use-checkout-flow';
import styles from './checkout-address-list.module.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: SavedAddress };

/** docs/product.md §2 /checkout: the saved addresses to deliver to, each with Edit, Delete and a default badge, and "+ Add New Address". */
export function CheckoutAddressList() {
  const { actor, restart } = useCheckoutFlow();
  const addresses = useSelector(actor, savedAddressesOf);
  const selectedId = useSelector(actor, (snapshot) => snapshot.context.selectedAddressId);
  // The checkout machine holds the list it chooses from; the shared hook is used only for its delete and that toast.
  const { remove } = useSavedAddresses({ enabled: false });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const { t } = useShopText();

  async function deleteAddress(address: SavedAddress) {
    setDeleting(null);
    if (await remove(address)) restart(selectedId === address._id ? null : selectedId);
  }

  function askToDelete({ address }: { address: SavedAddress }) {
    if (needsDeleteConfirmation(addresses, address)) setDeleting(address);
    else void deleteAddress(address);
  }

  return (
    <div className={styles.list}>
      <h2 className={styles.title}>{t('Your saved addresses')}</h2>
      {addresses.length === 0 ? (
        <EmptyState title={t('No saved addresses found')} description={t('Add the address this order should go to.')} headingLevel={3} />
      ) : (
        <ul className={styles.cards} aria-label={t('Saved addresses')}>
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                selected={address._id === selectedId}
                onSelect={() => actor.send({ type: 'address.select', addressId: address._id })}
                onEdit={() => setEditing({ mode: 'edit', address })}
                onDelete={askToDelete}
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
        + {t('Add New Address')}
      </Button>
      <AddressFormDialog
        open={editing.mode !== 'closed'}
        address={editing.mode === 'edit' ? editing.address : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
        // The machine loads addresses once: a saved one restarts it, choosing the new address (or keeping the choice).
        onSaved={({ address }) => restart(editing.mode === 'add' ? address._id : selectedId)}
      />
      <DeleteDefaultAddressDialog address={deleting} onConfirm={(address) => void deleteAddress(address)} onCancel={() => setDeleting(null)} />
    </div>
  );
}

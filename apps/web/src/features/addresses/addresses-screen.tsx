import { useState } from 'react';
import { Button, DeliveryCityDialog, EmptyState, ErrorState, type SavedAddress, useShopText } from '@jhatpat/ui';
import { AddressFormDialog } from '../../shared/addresses/address-form-dialog';
import { DeleteDefaultAddressDialog } from '../../shared/addresses/delete-default-address-dialog';
import { needsDeleteConfirmation } from '../../shared/addresses/saved-address-book';
import { savedAddressMessages, useSavedAddresses } from '../../shared/addresses/use-saved-addresses';
import { AddressesSkeleton } from './addresses-skeleton';
import { SavedAddressList } from './saved-address-list';
import { useAddressChoice } from './use-address-choice';
import styles from './addresses-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

type Form = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

/** docs/product.md §2 /customer/addresses: the customer's saved addresses, to add, edit, delete, make default or deliver to. */
export function AddressesScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Your Addresses'));
  const saved = useSavedAddresses();
  const choice = useAddressChoice();
  const [form, setForm] = useState<Form>(null);
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);

  const remove = ({ address }: { address: SavedAddress }) =>
    needsDeleteConfirmation(saved.addresses, address) ? setConfirming(address) : void saved.remove(address);

  return (
    <section className={styles.addresses} aria-labelledby="addresses-title" aria-busy={saved.status === 'loading' || undefined}>
      <header className={styles.header}>
        <h1 id="addresses-title" className={styles.title}>
          {t('Your Addresses')}
        </h1>
        {saved.status === 'ready' && saved.addresses.length > 0 && <Button onClick={() => setForm({ mode: 'add' })}>+ {t('Add New Address')}</Button>}
      </header>
      {saved.status === 'loading' ? (
        <AddressesSkeleton />
      ) : saved.status === 'error' ? (
        <ErrorState title={t(saved.error ?? savedAddressMessages.loadFailed)} onRetry={saved.reload} retryLabel={t('Try again')} />
      ) : saved.addresses.length === 0 ? (
        <EmptyState title={t('No saved addresses found')} action={<Button onClick={() => setForm({ mode: 'add' })}>{t('Add Your First Address')}</Button>} />
      ) : (
        <SavedAddressList
          addresses={saved.addresses}
          isChosen={choice.isChosen}
          onChoose={({ address }) => choice.choose(address)}
          onEdit={({ address }) => setForm({ mode: 'edit', address })}
          onDelete={remove}
          onSetDefault={({ address }) => void saved.setDefault(address)}
        />
      )}
      <AddressFormDialog
        open={form !== null}
        address={form?.mode === 'edit' ? form.address : undefined}
        saver={saved.saver}
        onClose={() => setForm(null)}
      />
      <DeleteDefaultAddressDialog
        address={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(address) => {
          setConfirming(null);
          void saved.remove(address);
        }}
      />
      <DeliveryCityDialog open={choice.dialog !== null} serviceable={choice.dialog?.serviceable ?? false} onClose={choice.closeDialog} />
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { Dialog, Spinner, useShopText } from '@jhatpat/ui';
import type { AddressSaver } from '../../shared/addresses/use-saved-addresses';
import styles from './lazy-address-form-dialog.module.css';

// The address form and its checks (zod, libs/domain address.schema.ts: ~6 kB gzip) are not part of the
// storefront's first load: only a customer adding an address from the header needs them
// (docs/decisions.md#web-budget). The checkout and the addresses page, lazy routes themselves, import the form as is.
const AddressFormDialog = lazy(() => import('../../shared/addresses/address-form-dialog').then((m) => ({ default: m.AddressFormDialog })));

export interface LazyAddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  saver: AddressSaver;
}

/**
 * The header's "Enter complete address" dialog, fetched when first mounted. Mounted closed (it renders nothing then),
 * its code loads in the background, so it is usually in before the shopper asks for it; asked for sooner, the same
 * dialog shows a spinner until it is, and can be closed meanwhile.
 */
export function LazyAddressFormDialog({ open, onClose, saver }: LazyAddressFormDialogProps) {
  const { t } = useShopText();
  const loading = open && (
    <Dialog open title={t('Enter complete address')} onClose={onClose}>
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    </Dialog>
  );
  return (
    <Suspense fallback={loading}>
      <AddressFormDialog open={open} onClose={onClose} saver={saver} />
    </Suspense>
  );
}

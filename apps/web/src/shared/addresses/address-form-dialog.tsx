import { useState } from 'react';
import { addressMessages, type AddressFormValues } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { AddressForm, useShopText, type SavedAddress } from '@jhatpat/ui';
import { useApi } from '../services/shop-services';
import { useToast } from '../toasts/toast-provider';
import type { AddressSaver } from './use-saved-addresses';

// docs/product.md §8 "Addresses" toasts, quoted.
export const addressFormMessages = {
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  saveFailed: 'Error saving address',
} as const;

export interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode when given; add mode otherwise (docs/product.md §4 "Address form"). */
  address?: SavedAddress;
  /** After the server kept the address, with its answer; the dialog then closes. */
  onSaved?: (saved: { address: SavedAddress }) => void;
  /** Where the address is saved: `useSavedAddresses().saver` keeps that list current. @default the API */
  saver?: AddressSaver;
}

/**
 * The "Enter complete address" dialog, wired to the server: libs/ui AddressForm checks the fields
 * (libs/domain checkAddressForm) and shows each failure once, under its field (issue 19 item 11); the save's
 * outcome and a server failure that is about no field are toasted (docs/product.md §8 "Addresses").
 */
export function AddressFormDialog({ open, onClose, address, onSaved, saver }: AddressFormDialogProps) {
  const api = useApi();
  const toast = useToast();
  const { t } = useShopText();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<{ field: keyof AddressFormValues; message: string }>();
  const save = saver ?? api.addresses;

  async function submit(values: AddressFormValues) {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      const saved = address ? await save.update(address._id, values) : await save.add(values);
      toast({ message: t(address ? addressFormMessages.updated : addressFormMessages.added), tone: 'success' });
      setSubmitting(false);
      onSaved?.({ address: saved });
      onClose();
    } catch (error) {
      setSubmitting(false);
      const message = serverMessage(error, addressFormMessages.saveFailed);
      // Issue 19 item 5: the server's "we deliver only in Patna" belongs under the locality, like the form's own checks.
      if (message === addressMessages.notServiceable) setRefusal({ field: 'locality', message });
      else toast({ message: t(message), tone: 'error' });
    }
  }

  // Mounted only while open, so each opening starts from the address given (or a blank form).
  if (!open) return null;
  return (
    <AddressForm
      open
      onClose={() => !submitting && onClose()}
      address={address}
      onSubmit={(values) => void submit(values)}
      refusal={refusal}
      submitting={submitting}
    />
  );
}

import { useEffect, useRef } from 'react';
import type { AddressFormValues } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { useShopText, type SavedAddress } from '@jhatpat/ui';
import { useLoad } from '../data/use-load';
import { useApi } from '../services/shop-services';
import { useToast } from '../toasts/toast-provider';
import { withDefaultAddress, withoutAddress, withSavedAddress } from './saved-address-book';

/** What the address form dialog saves through: the saved-address list, or the API directly. */
export interface AddressSaver {
  add(values: AddressFormValues): Promise<SavedAddress>;
  update(addressId: string, values: AddressFormValues): Promise<SavedAddress>;
}

// docs/product.md §8 "Addresses": the confirmations the spec names without quoting them, and the failures it quotes.
export const savedAddressMessages = {
  loadFailed: 'Failed to load addresses',
  setDefaultFailed: 'Failed to set default address',
  defaultUpdated: 'Default address updated',
  deleted: 'Address deleted',
  deleteFailed: 'Failed to delete address',
} as const;

/**
 * The customer's saved addresses (GET /addresses) and what may be done to them. Deleting and setting the
 * default toast their outcome here, so every screen that offers them says the same thing. `enabled: false`
 * (a guest, or a closed panel) loads nothing.
 */
export function useSavedAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const toast = useToast();
  const { t } = useShopText();
  const load = useLoad<SavedAddress[]>(
    enabled ? 'addresses' : 'addresses:off',
    async () => (enabled ? api.addresses.list() : []),
    savedAddressMessages.loadFailed,
  );
  // Two answers may land before React re-renders: each change starts from the latest list, not the rendered one.
  const latest = useRef<SavedAddress[]>([]);
  useEffect(() => {
    if (load.data) latest.current = load.data;
  }, [load.data]);
  const apply = (change: (list: SavedAddress[]) => SavedAddress[]) => {
    latest.current = change(latest.current);
    load.setData(latest.current);
  };

  const saver: AddressSaver = {
    async add(values) {
      const saved = await api.addresses.add(values);
      apply((list) => withSavedAddress(list, saved));
      return saved;
    },
    async update(addressId, values) {
      const saved = await api.addresses.update(addressId, values);
      apply((list) => withSavedAddress(list, saved));
      return saved;
    },
  };

  async function remove(address: SavedAddress): Promise<boolean> {
    try {
      const { defaultAddressId } = await api.addresses.remove(address._id);
      apply((list) => withoutAddress(list, address._id, defaultAddressId));
      toast({ message: t(savedAddressMessages.deleted), tone: 'success' });
      return true;
    } catch (error) {
      toast({ message: t(serverMessage(error, savedAddressMessages.deleteFailed)), tone: 'error' });
      return false;
    }
  }

  async function setDefault(address: SavedAddress): Promise<boolean> {
    try {
      await api.addresses.setDefault(address._id);
      apply((list) => withDefaultAddress(list, address._id));
      toast({ message: t(savedAddressMessages.defaultUpdated), tone: 'success' });
      return true;
    } catch {
      toast({ message: t(savedAddressMessages.setDefaultFailed), tone: 'error' });
      return false;
    }
  }

  return {
    status: load.status,
    addresses: load.data ?? [],
    // docs/product.md §8 names this failure with its own words, whatever the server said.
    error: load.status === 'error' ? savedAddressMessages.loadFailed : undefined,
    reload: load.reload,
    saver,
    remove,
    setDefault,
  };
}

import type { SavedAddress } from '@jhatpat/ui';

// How the saved-address list changes after each server answer, so the screens never refetch after a save.

/** A saved or updated address replaces its old self, or is appended (docs/product.md §4); a default one takes the flag from the rest. */
export function withSavedAddress(list: readonly SavedAddress[], saved: SavedAddress): SavedAddress[] {
  const known = list.some((address) => address._id === saved._id);
  const next = known ? list.map((address) => (address._id === saved._id ? saved : address)) : [...list, saved];
  return saved.isDefault ? next.map((address) => (address._id === saved._id ? address : { ...address, isDefault: false })) : next;
}

/** Exactly one default: the chosen one. */
export function withDefaultAddress(list: readonly SavedAddress[], addressId: string): SavedAddress[] {
  return list.map((address) => ({ ...address, isDefault: address._id === addressId }));
}

/** The server promotes another address when the default is deleted and says which; null when none is default. */
export function withoutAddress(list: readonly SavedAddress[], addressId: string, defaultAddressId: string | null): SavedAddress[] {
  return list.filter((address) => address._id !== addressId).map((address) => ({ ...address, isDefault: address._id === defaultAddressId }));
}

/** docs/product.md §5: deleting the default address while others exist asks first. */
export function needsDeleteConfirmation(list: readonly SavedAddress[], address: SavedAddress): boolean {
  return address.isDefault && list.some((other) => other._id !== address._id);
}

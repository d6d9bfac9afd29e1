import type { AddressFormValues } from '@jhatpat/domain';

/** docs/product.md §3 Address as the screens hold it. */
export interface SavedAddress extends AddressFormValues {
  _id: string;
  isDefault: boolean;
}

/** The custom name for Other, else the type. */
export function addressTitle(address: Pick<AddressFormValues, 'addressType' | 'customName'>): string {
  return address.addressType === 'Other' && address.customName ? address.customName : address.addressType;
}

/** docs/product.md §9: saved-address search matches locality, building and type. */
export function matchesSavedAddress(address: SavedAddress, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [address.locality, address.building, address.addressType, address.customName ?? ''].some((t) => t.toLowerCase().includes(needle));
}

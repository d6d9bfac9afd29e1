import { addressText } from '@jhatpat/domain';
import type { Address } from '@jhatpat/api-client';

/**
 * Issue 19 item 1: the location a returning customer starts from when none is chosen on this device, the saved
 * default address, else the first other saved address the shop delivers to. An address outside Patna is never
 * chosen for the shopper (item 5): they pick it themselves and see the not-delivering dialog.
 */
export function restoredLocation(addresses: readonly Pick<Address, 'building' | 'floor' | 'locality' | 'landmark' | 'isDefault' | 'serviceable'>[]): string | null {
  const served = addresses.filter((address) => address.serviceable);
  const chosen = served.find((address) => address.isDefault) ?? served[0];
  return chosen ? addressText(chosen) : null;
}

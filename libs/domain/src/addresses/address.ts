import { shopRules } from '../shop-rules.js';

// docs/product.md §3 Address: its types, bounds, messages and the text it is known by. No zod here: the header
// names the chosen address from the first load, and the form's checks (address.schema.ts, zod) load with the
// form (docs/decisions.md#web-budget).

export const addressTypes = ['Home', 'Work', 'Hotel', 'Other'] as const;
export type AddressType = (typeof addressTypes)[number];

/** docs/product.md §4: a new address form starts as Home. */
export const defaultAddressType: AddressType = 'Home';

/** Bounds on each field (characters): generous for Indian addresses, small enough to refuse junk. */
export const addressLimits = {
  customName: 40,
  building: 120,
  floor: 40,
  locality: 200,
  landmark: 120,
  contactName: 100,
} as const;

export type AddressTextField = keyof typeof addressLimits;

const fieldLabels: Record<AddressTextField, string> = {
  customName: 'Custom name',
  building: 'Building',
  floor: 'Floor',
  locality: 'Locality',
  landmark: 'Landmark',
  contactName: 'Contact name',
};

/** docs/product.md §8 "Addresses" toasts, quoted exactly, plus the bounds the spec leaves open. */
export const addressMessages = {
  requiredFields: 'Please fill all required fields',
  customNameRequired: 'Please provide a custom name for "Other" address type',
  phoneInvalid: `Please enter a valid ${shopRules.phoneDigits}-digit phone number`,
  /** The inline hint under the phone input. */
  phoneHint: `Please enter a valid ${shopRules.phoneDigits}-digit number`,
  typeInvalid: `Address type must be one of ${addressTypes.join(', ')}`,
  controlCharacters: 'Address fields must not contain control characters',
  notText: (field: AddressTextField) => `${fieldLabels[field]} must be text`,
  tooLong: (field: AddressTextField) => `${fieldLabels[field]} must be at most ${addressLimits[field]} characters`,
  /** Issue 19 item 5: an address the shop cannot deliver to is refused when saved, not first at Place Order. */
  notServiceable: `We deliver only in ${shopRules.deliveryCity} at this time. Please enter an area in ${shopRules.deliveryCity}, for example "Boring Road, ${shopRules.deliveryCity}".`,
} as const;

/** What the address form holds (docs/product.md §3 without _id, userId and isDefault). */
export interface AddressFormValues {
  addressType: AddressType;
  customName?: string;
  building: string;
  floor?: string;
  locality: string;
  landmark?: string;
  contactName: string;
  contactPhone?: string;
}

export type AddressFormCheck =
  | { ok: true; value: AddressFormValues }
  | { ok: false; message: string; field: keyof AddressFormValues };

/** The text an address is known by (and checked for serviceability with), e.g. "Flat 4B, Boring Road, Patna". */
export function addressText(address: Pick<AddressFormValues, 'building' | 'floor' | 'locality' | 'landmark'>): string {
  return [address.building, address.floor, address.locality, address.landmark].filter(Boolean).join(', ');
}

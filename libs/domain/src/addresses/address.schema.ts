import { shopRules } from '../shop-rules.js';
import { textFault, unsafeTextMessage } from '../text/text-rule.js';

// SPEC §3 Address and §5 "Location address form": the rules the web form and the API share, so a
// form the client accepts is one the server stores, with the same message first.

export const addressTypes = ['Home', 'Work', 'Hotel', 'Other'] as const;
export type AddressType = (typeof addressTypes)[number];

/** SPEC §4: a new address form starts as Home. */
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

/** SPEC §8 "Addresses" toasts, quoted exactly, plus the bounds the spec leaves open. */
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
} as const;

/** What the address form holds (SPEC §3 without _id, userId and isDefault). */
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

const PHONE = new RegExp(`^[0-9]{${shopRules.phoneDigits}}$`);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const required = ['building', 'locality', 'contactName'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() || undefined : undefined);

/**
 * Checks untrusted form input in SPEC §5 order (required fields, custom name, phone, then bounds) and
 * returns the trimmed values or the first failure. Empty optional fields are dropped, and a custom
 * name is kept only for the type Other.
 */
export function checkAddressForm(input: Readonly<Record<string, unknown>>): AddressFormCheck {
  for (const field of required) {
    if (text(input[field]) === undefined) return { ok: false, message: addressMessages.requiredFields, field };
  }
  const addressType = input.addressType ?? defaultAddressType;
  if (!addressTypes.includes(addressType as AddressType)) {
    return { ok: false, message: addressMessages.typeInvalid, field: 'addressType' };
  }
  const customName = addressType === 'Other' ? text(input.customName) : undefined;
  if (addressType === 'Other' && customName === undefined) {
    return { ok: false, message: addressMessages.customNameRequired, field: 'customName' };
  }
  const phoneInput = input.contactPhone;
  const contactPhone = phoneInput === null ? undefined : typeof phoneInput === 'string' ? phoneInput.trim() || undefined : phoneInput;
  if (contactPhone !== undefined && (typeof contactPhone !== 'string' || !PHONE.test(contactPhone))) {
    return { ok: false, message: addressMessages.phoneInvalid, field: 'contactPhone' };
  }
  const value: AddressFormValues = {
    addressType: addressType as AddressType,
    building: text(input.building) as string,
    locality: text(input.locality) as string,
    contactName: text(input.contactName) as string,
  };
  if (customName !== undefined) value.customName = customName;
  for (const field of ['floor', 'landmark'] as const) {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      return { ok: false, message: addressMessages.notText(field), field };
    }
    const trimmed = text(raw);
    if (trimmed !== undefined) value[field] = trimmed;
  }
  if (contactPhone !== undefined) value.contactPhone = contactPhone;
  for (const field of Object.keys(addressLimits) as AddressTextField[]) {
    const fieldValue = value[field];
    if (fieldValue === undefined) continue;
    if (fieldValue.length > addressLimits[field]) return { ok: false, message: addressMessages.tooLong(field), field };
    if (CONTROL.test(fieldValue)) return { ok: false, message: addressMessages.controlCharacters, field };
    // The shop's one text rule (text-rule.ts) too: a lone surrogate is no character at all.
    if (textFault(fieldValue)) return { ok: false, message: unsafeTextMessage(field), field };
  }
  return { ok: true, value };
}

/** The text an address is known by (and checked for serviceability with), e.g. "Flat 4B, Boring Road, Patna". */
export function addressText(address: Pick<AddressFormValues, 'building' | 'floor' | 'locality' | 'landmark'>): string {
  return [address.building, address.floor, address.locality, address.landmark].filter(Boolean).join(', ');
}

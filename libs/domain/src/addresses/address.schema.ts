import { z } from 'zod/mini';
import { phoneNumber } from '../contracts/phone.contract.js';
import { hasControlCharacter, textFault, unsafeTextMessage } from '../contracts/text.contract.js';
import { shopRules } from '../shop-rules.js';
import { isServiceable } from './serviceability.js';

// docs/product.md §3 Address and §5 "Location address form": the rules the web form and the API share, so a
// form the client accepts is one the server stores, with the same message first.

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

// Form input is untrusted: text is trimmed and an empty or null optional field is absent, not invalid.
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value);
const requiredLine = z.pipe(z.transform(trimmed), z.string({ error: addressMessages.requiredFields }));
const optionalLine = (field: AddressTextField) => z.pipe(z.transform(trimmed), z.optional(z.string({ error: addressMessages.notText(field) })));
const boundedLine = (field: AddressTextField) =>
  z.optional(
    z.string().check(
      z.maxLength(addressLimits[field], { error: addressMessages.tooLong(field) }),
      z.refine((text) => !hasControlCharacter(text), { error: addressMessages.controlCharacters, abort: true }),
      z.refine((text) => textFault(text) === null, { error: unsafeTextMessage(field) }),
    ),
  );

/** The address form's rules, one zod schema a stage: docs/product.md §5 order, the first failing stage's first issue is the message. */
const addressStages = [
  z.looseObject({ building: requiredLine, locality: requiredLine, contactName: requiredLine }),
  z.looseObject({ addressType: z.nullish(z.enum(addressTypes, { error: addressMessages.typeInvalid })) }),
  z
    .looseObject({ addressType: z.optional(z.unknown()), customName: z.pipe(z.transform(trimmed), z.optional(z.unknown())) })
    .check(z.refine((form) => form.addressType !== 'Other' || form.customName !== undefined, { error: addressMessages.customNameRequired, path: ['customName'] })),
  z.looseObject({
    contactPhone: z.pipe(z.transform(trimmed), z.unknown().check(z.refine((phone) => phone === undefined || phoneNumber.safeParse(phone).success, { error: addressMessages.phoneInvalid }))),
  }),
  z.looseObject({ floor: optionalLine('floor'), landmark: optionalLine('landmark') }),
  z.object({
    addressType: z.enum(addressTypes),
    customName: boundedLine('customName'),
    building: boundedLine('building'),
    floor: boundedLine('floor'),
    locality: boundedLine('locality'),
    landmark: boundedLine('landmark'),
    contactName: boundedLine('contactName'),
    contactPhone: z.optional(z.string()),
  }),
] as const;

/** The trimmed form: text trimmed, empty optional fields dropped, a custom name kept only for Other. */
function trimmedForm(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const addressType = input.addressType ?? defaultAddressType;
  const form: Record<string, unknown> = { addressType };
  for (const field of ['building', 'locality', 'contactName', 'floor', 'landmark', 'contactPhone'] as const) {
    const value = trimmed(input[field]);
    if (value !== undefined) form[field] = value;
  }
  if (addressType === 'Other' && trimmed(input.customName) !== undefined) form.customName = trimmed(input.customName);
  return form;
}

/**
 * Checks untrusted form input in docs/product.md §5 order (required fields, type, custom name, phone, then bounds,
 * then that the shop delivers there) and returns the trimmed values or the first failure. The web form and the API both call it.
 */
export function checkAddressForm(input: Readonly<Record<string, unknown>>): AddressFormCheck {
  for (const stage of addressStages) {
    const result = stage.safeParse(stage === addressStages[addressStages.length - 1] ? trimmedForm(input) : input);
    if (!result.success) {
      const [issue] = result.error.issues;
      return { ok: false, message: issue.message, field: issue.path[0] as keyof AddressFormValues };
    }
    if (stage === addressStages[addressStages.length - 1]) {
      const value = stripAbsent(result.data as AddressFormValues);
      // docs/product.md §4 Serviceability, the rule the server's `serviceable` and Place Order use: the text mentions Patna.
      if (!isServiceable(addressText(value))) return { ok: false, message: addressMessages.notServiceable, field: 'locality' };
      return { ok: true, value };
    }
  }
  throw new Error('unreachable: the last stage returns');
}

function stripAbsent(value: AddressFormValues): AddressFormValues {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as unknown as AddressFormValues;
}

/** The text an address is known by (and checked for serviceability with), e.g. "Flat 4B, Boring Road, Patna". */
export function addressText(address: Pick<AddressFormValues, 'building' | 'floor' | 'locality' | 'landmark'>): string {
  return [address.building, address.floor, address.locality, address.landmark].filter(Boolean).join(', ');
}

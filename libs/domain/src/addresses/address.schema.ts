import { z } from 'zod/mini';
import { phoneNumber } from '../contracts/phone.contract.js';
import { hasControlCharacter, textFault, unsafeTextMessage } from '../contracts/text.contract.js';
import { isServiceable } from './serviceability.js';
import { addressLimits, addressMessages, addressText, addressTypes, defaultAddressType, type AddressFormCheck, type AddressFormValues, type AddressTextField } from './address.js';

// docs/product.md §3 Address and §5 "Location address form": the rules the web form and the API share, so a
// form the client accepts is one the server stores, with the same message first.

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

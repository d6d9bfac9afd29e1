import { PHONE_PATTERN, shopRules, textFault, unsafeTextMessage } from '@jhatpat/domain';

/** What the login and register forms hold; name only on register. */
export interface AuthFields {
  name?: string;
  phone: string;
  password: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthFields, string>>;

/** Said under an empty field (exported for the Hindi dictionary's coverage spec). */
export const requiredMessages: Record<keyof AuthFields, string> = {
  name: 'Please enter your name',
  phone: 'Please enter your phone number',
  password: 'Please enter your password',
};

/**
 * docs/product.md §5: login needs phone and password, register also a name. Presence is checked here, and the
 * shop's one text rule (libs/domain contracts/text.contract.ts: no NUL, no broken Unicode); the server's own message
 * explains any other refusal. A password is never trimmed.
 */
export function missingFieldErrors(fields: AuthFields): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (fields.name !== undefined && fields.name.trim() === '') errors.name = requiredMessages.name;
  else if (fields.name !== undefined && textFault(fields.name)) errors.name = unsafeTextMessage('name');
  if (fields.phone.trim() === '') errors.phone = requiredMessages.phone;
  if (fields.password === '') errors.password = requiredMessages.password;
  // The shop's one text rule, as the API words it: a password the server would refuse is said here first.
  else if (textFault(fields.password)) errors.password = unsafeTextMessage('password');
  return errors;
}

/** Phone inputs keep digits only (the input allows 10 characters): "98765 4321" becomes "987654321". */
export function phoneDigits(typed: string, maxDigits: number): string {
  return typed.replace(/\D/g, '').slice(0, maxDigits);
}

/** Issue 19 item 11: the register form's own checks, said under each field before anything is sent. */
export const registerMessages = {
  phoneInvalid: `Please enter a valid ${shopRules.phoneDigits}-digit phone number`,
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

export function registerFieldErrors(fields: Required<AuthFields>): AuthFieldErrors {
  const errors = missingFieldErrors(fields);
  if (!errors.phone && !PHONE_PATTERN.test(fields.phone)) errors.phone = registerMessages.phoneInvalid;
  if (!errors.password && fields.password.length < 8) errors.password = registerMessages.passwordTooShort;
  if (!errors.password && fields.password.length > 128) errors.password = registerMessages.passwordTooLong;
  return errors;
}

/**
 * A server refusal placed under the field it is about (the API names it first: "phone must be…", or the phone
 * already taken), with a capital letter; null when it is about no one field (then the form says it once, above).
 */
export function serverFieldError(message: string): AuthFieldErrors | null {
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  if (/^phone\b/i.test(message) || /phone number already exists/i.test(message)) return { phone: sentence };
  if (/^password\b/i.test(message)) return { password: sentence };
  if (/^name\b/i.test(message)) return { name: sentence };
  return null;
}

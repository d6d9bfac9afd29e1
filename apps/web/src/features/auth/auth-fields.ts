import { textFault, unsafeTextMessage } from '@jhatpat/domain';

/** What the login and register forms hold; name only on register. */
export interface AuthFields {
  name?: string;
  phone: string;
  password: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthFields, string>>;

const requiredMessages: Record<keyof AuthFields, string> = {
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

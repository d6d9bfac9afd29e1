// What an auditor reads of a customer's contact details unless one order is unmasked
// (docs/decisions.md#auditor-masking): the API masks its audit answers with these, and the
// api-client's stand-in server does the same for stories.

/** Hidden text in a masked field. */
export const MASKED = '•••';

/** "9876543210" → "98•••••210": enough to tell two customers apart, not enough to call one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•'.repeat(digits.length || 3);
  return `${digits.slice(0, 2)}${'•'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/** "Flat 4, 2nd floor, Boring Road" → "•••, •••, Boring Road": the area stays, the door goes. */
export function maskAddressLine(line: string): string {
  const parts = line.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length <= 1) return MASKED;
  return [...parts.slice(0, -1).map(() => MASKED), parts[parts.length - 1]].join(', ');
}

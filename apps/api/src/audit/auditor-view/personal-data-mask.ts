import { MASKED, maskAddressLine, maskPhone } from '@jhatpat/domain';
import { ERASED } from '../../platform/personal-data/index.js';

/**
 * What an auditor reads by default (issue 16 item 7): phones as `98•••••210`, delivery addresses down to
 * their last part (the locality, never the house), so money trails stay readable without handing out
 * every customer's contact details. One order at a time is unmasked on request, and the request is
 * itself recorded (docs/decisions.md#auditor-masking).
 */
export { maskAddressLine, maskPhone };

const isPhoneKey = (key: string) => /phone$/i.test(key);
const ADDRESS_LINE_KEYS = new Set(['building', 'floor', 'landmark']);

/** A copy of any event body, state or metadata with every phone and address line masked, wherever it sits. */
export function maskPersonalData(value: unknown, inAddress = false): unknown {
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, inAddress));
  if (value === null || typeof value !== 'object') return value;
  const masked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // An erased field says so: masking it would hide that the customer asked to be forgotten (#erasure).
    if (field === ERASED) masked[key] = field;
    else if (typeof field === 'string' && isPhoneKey(key)) masked[key] = maskPhone(field);
    else if (typeof field === 'string' && inAddress && key === 'details') masked[key] = maskAddressLine(field);
    else if (typeof field === 'string' && inAddress && ADDRESS_LINE_KEYS.has(key)) masked[key] = MASKED;
    else masked[key] = maskPersonalData(field, inAddress || /address$/i.test(key));
  }
  return masked;
}

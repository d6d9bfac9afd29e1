import { PAISE_PER_RUPEE } from '../shop-rules.js';

// Money crosses the API as rupees (numbers, at most 2 decimals) and is held as integer paise. The
// 2-decimal rule and the one conversion live here; the API's DTOs, the forms and the handlers use them,
// so no caller rounds on its own (three did, two of them silently).
// No zod here: the storefront's header and shelves format prices from the first load, and a module's
// top-level schemas ride along with whatever it exports (the schemas are in money.contract.ts;
// docs/decisions.md#web-budget).

// One formatter per locale tag, made on first use (an Intl.NumberFormat is costly to build, cheap to reuse).
const rupeeFormats = new Map<string, Intl.NumberFormat>();
function rupeeFormat(locale: string): Intl.NumberFormat {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rupeeFormats.set(locale, format);
  }
  return format;
}

/** Whether a number is a rupee amount with at most two decimals (binary noise such as 0.1 + 0.2 forgiven). */
export function isRupeeAmount(rupees: unknown): rupees is number {
  return typeof rupees === 'number' && Number.isFinite(rupees) && Math.abs(Math.round(rupees * PAISE_PER_RUPEE) - rupees * PAISE_PER_RUPEE) <= 1e-6;
}

/**
 * Formats integer paise as rupees the way docs/product.md §9 asks: INR, en-IN, 2 decimals ("₹1,23,456.50").
 * `locale` is the storefront's Intl tag (issue 19 "हिन्दी": 'hi-IN' gives the same Latin digits and lakh grouping).
 */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be a whole number, got ${paise}`);
  return rupeeFormat(locale).format(paise / PAISE_PER_RUPEE);
}

/** The one rupees → paise conversion: a rupee amount with at most two decimals to integer paise; anything finer is refused, never rounded. */
export function rupeesToPaise(amount: number): number {
  if (!isRupeeAmount(amount)) throw new RangeError(`not a rupee amount with at most two decimals: ${amount}`);
  return Math.round(amount * PAISE_PER_RUPEE);
}

/** Integer paise as the REST shape's rupee number (2 decimals at most): 2750 → 27.5. */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

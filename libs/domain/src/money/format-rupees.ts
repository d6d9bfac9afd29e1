import { PAISE_PER_RUPEE } from '../shop-rules.js';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer paise as rupees the way SPEC §9 asks: INR, en-IN, 2 decimals ("₹1,23,456.50"). */
export function formatRupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be a whole number, got ${paise}`);
  return inr.format(paise / PAISE_PER_RUPEE);
}

/** Converts a rupee amount with at most two decimals to integer paise. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isFinite(rupees) || Math.abs(paise - rupees * PAISE_PER_RUPEE) > 1e-6) {
    throw new RangeError(`not a rupee amount with at most two decimals: ${rupees}`);
  }
  return paise;
}

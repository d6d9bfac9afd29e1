// zod/mini, not zod: the storefront ships these schemas, and only the mini build is tree-shaken
// (classic zod put ~370 kB of source, 24 kB gzip, into the first load; docs/decisions.md#contracts).
// Only schemas here: the helpers (formatRupees, the paise conversions) are money.ts, so a screen that shows
// a price does not load zod with it (docs/decisions.md#web-budget).
import { z } from 'zod/mini';
import { isRupeeAmount } from './money.js';

/** A rupee amount as the REST shape carries it: finite, at most 2 decimals. Callers add their own range. */
export const rupees = z.number().check(z.refine(isRupeeAmount));

/** A rupee amount as a form's field holds it ("45", "45.5", "45.50"): digits, at most 2 decimals; parsed to the number. */
export const rupeesText = z.pipe(z.pipe(z.string().check(z.trim(), z.regex(/^\d+(\.\d{1,2})?$/)), z.transform(Number)), rupees);

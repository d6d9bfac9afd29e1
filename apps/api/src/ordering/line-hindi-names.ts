import type { Upcast } from '../platform/event-store/index.js';

/**
 * Order lines keep the Hindi name they were sold under, beside the English one (docs/decisions.md#hindi-order-lines):
 * OrderPlaced v3 gives each item `nameHi` and OrderLineSubstituted v2 its substitute, both from the catalog's
 * priced read in the command's own transaction (PricedProduct.nameHi: the Hindi name, or the English one
 * while none is known). Events written before that are read with the English name as the Hindi one, the
 * catalog's own rule for a product with no Hindi name: a past bill is never renamed by today's catalog.
 */
type Named = { name?: unknown; nameHi?: unknown };

const withHindiName = <T extends Named>(line: T): T => (typeof line.nameHi === 'string' ? line : { ...line, nameHi: line.name });

/** OrderPlaced v2 → v3: every item's `nameHi`, its English name (none was recorded). */
export const withItemsHindiNames: Upcast = (data) => ({ ...data, items: (data.items as Named[]).map(withHindiName) });

/** OrderLineSubstituted v1 → v2: the substitute's `nameHi`, its English name (none was recorded). */
export const withSubstituteHindiName: Upcast = (data) => ({ ...data, substitute: withHindiName(data.substitute as Named) });

/** withHindiName in SQL, on one line's JSON object `line`. */
export const lineWithHindiNameSql = (line: string) => `CASE WHEN jsonb_typeof(${line}->'nameHi') = 'string' THEN ${line} ELSE ${line} || jsonb_build_object('nameHi', ${line}->'name') END`;

/** withItemsHindiNames' rule in SQL, on a JSON array of order lines `items` (for the rebuild's SQL folds and the migration that levels the live rows). */
export const itemsWithHindiNamesSql = (items: string) =>
  `(SELECT coalesce(jsonb_agg(${lineWithHindiNameSql('x.line')} ORDER BY x.n), '[]'::jsonb) FROM jsonb_array_elements(${items}) WITH ORDINALITY AS x(line, n))`;

// docs/product.md §9 "Order number": the one short number people see for an order (docs/decisions.md#order-number).

/** How many digits a new order number has at least (`JP-000123`); it grows past them as the shop does. */
const DIGITS = 6;

/** The number of the n-th order placed (n from the shop's order-number sequence, 1 upwards). */
export const orderNumberOf = (n: number): string => `JP-${String(n).padStart(DIGITS, '0')}`;

/**
 * The number of an order placed before order numbers existed: its OrderPlaced's position in the log,
 * unique like the position, and with an `L` no new number has, so the two kinds never meet.
 */
export const legacyOrderNumberOf = (globalPosition: string | number): string => `JP-L${globalPosition}`;

const ORDER_NUMBER = /^#?\s*JP-?(L\d+|\d{1,15})$/i;

/**
 * What someone typed as an order number (`JP-000123`, `#jp-000123`, `JP000123`, `jp-l4817`), written the
 * way the shop writes it, or null when it is not one.
 */
export function parseOrderNumber(typed: string): string | null {
  const match = ORDER_NUMBER.exec(typed.trim());
  if (!match) return null;
  const rest = match[1].toUpperCase();
  return rest.startsWith('L') ? legacyOrderNumberOf(rest.slice(1)) : orderNumberOf(Number(rest));
}

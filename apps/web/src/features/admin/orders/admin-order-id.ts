/** docs/product.md §5: the order search strips a leading # (admins copy ids as "#D60001"). */
export const orderSearchTerm = (input: string): string => input.trim().replace(/^#/, '').trim();

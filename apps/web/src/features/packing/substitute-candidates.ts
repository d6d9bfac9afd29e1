import type { PackingLine, Product } from '@jhatpat/api-client';

/**
 * What a packer may put in instead of an ordered line, as the API's substitute rule decides it
 * (ordering/packing/packing.decider.ts): the same category, a price no higher than the line was sold
 * at, not the product itself nor one already in the order. Only products with enough on the shelf
 * for the whole line are offered (the API reserves the line's quantity and refuses a shorter shelf);
 * cheapest last, so the closest like-for-like comes first.
 */
export function substituteCandidates(line: Pick<PackingLine, 'productId' | 'price' | 'quantity'>, category: string, shelf: readonly Product[], inOrder: readonly string[]): Product[] {
  return shelf
    .filter((product) => product.category === category && product._id !== line.productId && !inOrder.includes(product._id))
    .filter((product) => product.price <= line.price && product.available >= line.quantity)
    .sort((a, b) => b.price - a.price || a.name.localeCompare(b.name));
}

import { createHash } from 'node:crypto';

/** Who stocked the shelves when stock began: not a person, and named so in every history. */
export const OPENING_STOCK_ACTOR = { id: 'opening-stock', name: 'Opening stock' };

// Units a dark store keeps of one product, by category: fresh food turns over fast and is stocked
// deep; puja items and seafood sell a few a day. [fewest, most].
const DEPTH: Readonly<Record<string, readonly [number, number]>> = {
  vegetables: [80, 150],
  fruits: [60, 120],
  dairy: [60, 120],
  bakery: [30, 80],
  beverages: [40, 100],
  snacks: [40, 100],
  sweets: [20, 60],
  tea: [30, 70],
  coffee: [20, 60],
  meat: [20, 50],
  seafood: [20, 40],
  frozen: [20, 60],
};
const USUAL: readonly [number, number] = [20, 80];

// Every so many products down the shelf one is sold out and one is nearly gone, as in any real store.
// The first shelves stay stocked: they are what the demo's (and the tests') first orders take.
const FIRST_GAP = 40;
const OUT_EVERY = 37;
const LOW_EVERY = 23;

/** A number from 0 to 1 fixed by the product's slug: the same stock on every machine, every time. */
function steady(slug: string): number {
  return createHash('sha256').update(slug).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * The opening stock of the product at `position` in shelf order: 0 for a few (out of stock), 1–5 for
 * a few (low), else a believable depth for its category.
 */
export function openingStock(product: { slug: string; category: string }, position: number): number {
  if (position >= FIRST_GAP && position % OUT_EVERY === OUT_EVERY - 1) return 0;
  if (position >= FIRST_GAP && position % LOW_EVERY === LOW_EVERY - 1) return 1 + Math.floor(steady(product.slug) * 5);
  const [fewest, most] = DEPTH[product.category] ?? USUAL;
  return fewest + Math.floor(steady(product.slug) * (most - fewest + 1));
}

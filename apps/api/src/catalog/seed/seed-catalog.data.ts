import { dairyAndBakery } from './dairy-bakery.data.js';
import { drinks } from './drinks.data.js';
import { meatAndFrozen } from './meat-frozen.data.js';
import { pantry } from './pantry.data.js';
import { produce } from './produce.data.js';
import { pujaAndPaan } from './puja-paan.data.js';
import type { SeedProduct } from './shelf.js';
import { snacksAndSweets } from './snacks-sweets.data.js';

/** The demo catalog, in shelf order (the order of GET /products). */
export const seedCatalog: SeedProduct[] = [
  ...produce,
  ...dairyAndBakery,
  ...drinks,
  ...snacksAndSweets,
  ...meatAndFrozen,
  ...pantry,
  ...pujaAndPaan,
];

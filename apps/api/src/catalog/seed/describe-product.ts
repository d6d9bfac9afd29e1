import { categoryLabel } from '@jhatpat/domain';
import type { SeedProduct } from './shelf.js';

const blurbs: Record<string, string> = {
  fruits: 'Hand-picked fresh fruit from the mandi, checked for ripeness before it leaves the store.',
  vegetables: 'Fresh vegetables sourced every morning from farms around Patna.',
  dairy: 'Kept cold from the dairy to your door.',
  bakery: 'Baked fresh and delivered within its best-before window.',
  beverages: 'Served chilled where it should be.',
  tea: 'For the perfect cup of chai, morning and evening.',
  coffee: 'Rich, aromatic coffee for home brewing.',
  snacks: 'A crunchy anytime snack.',
  sweets: 'Sweet treats for every occasion and festival.',
  nuts: 'Premium quality, packed fresh and sealed for crunch.',
  meat: 'Fresh, hygienically cut and packed, never frozen.',
  seafood: 'Fresh catch, cleaned and cut, delivered on ice.',
  frozen: 'Kept frozen at -18 °C until it reaches you.',
  canned: 'Ready in minutes, with a long shelf life.',
  spices: 'Authentic flavour for everyday Indian cooking.',
  condiments: 'The finishing touch for every meal.',
  grains: 'A kitchen staple, cleaned and packed with care.',
  pasta: 'Quick to cook, loved by the whole family.',
  oils: 'For everyday cooking, tadka and frying.',
  cereals: 'A wholesome start to the day.',
  'puja-essentials': 'Everything for your daily puja and festivals.',
  'paan-corner': 'From the paan corner, after every meal.',
};

/** The product's short line (desc) and its description, written from its shelf. */
export function describeProduct(product: SeedProduct): { desc: string; description: string } {
  return {
    desc: `${categoryLabel(product.subcategory.split(/[,&]/)[0].trim().replace(/\s+/g, '-'))} · ${product.weight}`,
    description: `${product.name}, ${product.weight}. ${blurbs[product.category] ?? ''}`.trim(),
  };
}

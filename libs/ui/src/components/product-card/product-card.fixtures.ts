import type { ProductCardProduct } from './product-card';

// Stories and specs only: the catalog's own pictures (apps/api/assets/products), which Storybook and the visual
// suite serve at the API's path, so the stories stay offline and show what a shopper sees.
const picture = (file: string): string => `/api/images/products/${file}.svg`;

export const sampleProducts: ProductCardProduct[] = [
  { id: 'p-milk', name: 'Amul Taaza Toned Milk', imageUrl: picture('amul-taaza-toned-milk-500-ml'), pricePaise: 2700, originalPricePaise: 2900, weight: '500 ml' },
  { id: 'p-bread', name: 'Harvest Gold White Bread', imageUrl: picture('harvest-gold-sandwich-white-bread-400-g'), pricePaise: 4500, weight: '400 g' },
  { id: 'p-eggs', name: 'Farm Fresh Eggs', imageUrl: picture('farm-fresh-white-eggs-6-pcs'), pricePaise: 8400, originalPricePaise: 10500, discountPercentage: 20, weight: '12 pcs' },
  { id: 'p-paneer', name: 'Sudha Fresh Malai Paneer', imageUrl: picture('mother-dairy-paneer-200-g'), pricePaise: 9000, originalPricePaise: 9500 },
  { id: 'p-rice', name: 'India Gate Basmati Rice Rozana, long grain, aged for a fuller aroma', imageUrl: picture('india-gate-basmati-rice-classic-1-kg'), pricePaise: 12_345_650, originalPricePaise: 13_000_000, weight: '1 kg' },
];

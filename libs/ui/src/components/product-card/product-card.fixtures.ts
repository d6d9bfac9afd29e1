import type { ProductCardProduct } from './product-card';

// Stories and specs only: a local SVG keeps story tests offline and screenshots stable.
function picture(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${fill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleProducts: ProductCardProduct[] = [
  { id: 'p-milk', name: 'Amul Taaza Toned Milk', imageUrl: picture('#dfe9f7'), pricePaise: 2700, originalPricePaise: 2900, weight: '500 ml' },
  { id: 'p-bread', name: 'Harvest Gold White Bread', imageUrl: picture('#f3dfb8'), pricePaise: 4500, weight: '400 g' },
  { id: 'p-eggs', name: 'Farm Fresh Eggs', imageUrl: picture('#fbf3e4'), pricePaise: 8400, originalPricePaise: 10500, discountPercentage: 20, weight: '12 pcs' },
  { id: 'p-paneer', name: 'Sudha Fresh Malai Paneer', imageUrl: picture('#fffbe8'), pricePaise: 9000, originalPricePaise: 9500 },
  { id: 'p-rice', name: 'India Gate Basmati Rice Rozana, long grain, aged for a fuller aroma', imageUrl: picture('#f1efe6'), pricePaise: 12_345_650, originalPricePaise: 13_000_000, weight: '1 kg' },
];

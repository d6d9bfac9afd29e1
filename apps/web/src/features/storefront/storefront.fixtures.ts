import type { Product } from '@jhatpat/api-client';

// Stories only: the shelves of the home page that the shared catalog fixtures do not stock (drinks,
// candies, makhana), shaped like the API's seeded catalog.
const shelfProduct = (n: number, name: string, price: number, originalPrice: number, weight: string, category: string, subcategory: string): Product => ({
  _id: `6750f0c1a3b2c4d5e6f8${n.toString(16).padStart(4, '0')}`,
  name,
  price,
  originalPrice,
  discountPercentage: Math.floor(((originalPrice - price) * 100) / originalPrice),
  image: `/api/images/products/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
  weight,
  variant: weight,
  unit: weight.replace(/[\d.\s]+/, ''),
  desc: `${subcategory} · ${weight}`,
  description: `${name}, ${weight}.`,
  category,
  subcategory,
  available: 40,
});

export const shelfFixtures: Product[] = [
  shelfProduct(1, 'Frooti Mango Drink', 38, 40, '600 ml', 'beverages', 'cold drinks & juices'),
  shelfProduct(2, 'Thums Up', 40, 40, '750 ml', 'beverages', 'cold drinks & juices'),
  shelfProduct(3, 'Red Bull Energy Drink', 125, 125, '250 ml', 'beverages', 'energy drinks'),
  shelfProduct(4, 'Lays India’s Magic Masala', 20, 20, '52 g', 'snacks', 'chips & crisps'),
  shelfProduct(5, 'Cadbury Dairy Milk', 50, 50, '50 g', 'sweets', 'chocolates & candies'),
  shelfProduct(6, 'Center Fresh Mint Chewing Gum', 60, 60, '30 pcs', 'sweets', 'chocolates & candies'),
  shelfProduct(7, 'Mithai Kaju Katli', 250, 280, '250 g', 'sweets', 'mithai'),
  shelfProduct(8, 'Mithila Makhana (Phool Makhana)', 120, 150, '100 g', 'nuts', 'makhana'),
  shelfProduct(9, 'Happilo Premium California Almonds', 249, 299, '200 g', 'nuts', 'dry fruits'),
];

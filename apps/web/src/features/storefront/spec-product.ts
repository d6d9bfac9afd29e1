import type { Product } from '@jhatpat/api-client';

/** Specs only: a dairy product named `name`, in stock at ₹30, with what the spec is about overridden. */
export const specProduct = (name: string, fields: Partial<Product> = {}): Product => ({
  _id: name,
  name,
  nameHi: name,
  price: 30,
  originalPrice: 30,
  discountPercentage: 0,
  image: '',
  weight: '1 pc',
  variant: '1 pc',
  unit: 'pc',
  desc: '',
  description: '',
  category: 'dairy',
  subcategory: '',
  subcategoryHi: '',
  available: 5,
  ...fields,
});

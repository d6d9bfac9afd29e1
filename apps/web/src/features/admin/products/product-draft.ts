import { shopCategories } from '@jhatpat/domain';

export interface ProductDraft {
  name: string;
  price: string;
  description: string;
  category: string;
  image: string;
}

export const emptyDraft: ProductDraft = { name: '', price: '', description: '', category: '', image: '' };

export const categoryOptions = shopCategories.map((category) => ({ value: category, label: category[0].toUpperCase() + category.slice(1) }));

export interface DraftProblems {
  name?: string;
  price?: string;
  image?: string;
}

const IMAGE = /^(https?:\/\/\S+|\/api\/images\/\S+)$/i;

/** SPEC §5: name and price required, price numeric (and above zero); an image is a link or one of ours. */
export function draftProblems({ name, price, image }: ProductDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!name.trim()) problems.name = 'Product name is required';
  if (!price.trim()) problems.price = 'Price is required';
  else if (!/^\d+(\.\d{1,2})?$/.test(price.trim()) || Number(price) <= 0) problems.price = 'Price must be a number above 0, with at most 2 decimals';
  if (image.trim() && !IMAGE.test(image.trim())) problems.image = 'Image must be an http(s) link or an /api/images/ path';
  return problems;
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

import { rupeesText, shopCategories, textProblem } from '@jhatpat/domain';

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
  description?: string;
  image?: string;
}

/** The API's caps (catalog product-fields.ts): a name of 200 characters, a description of 2000. */
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;

const IMAGE = /^(https?:\/\/\S+|\/api\/images\/\S+)$/i;

/**
 * docs/product.md §5: name and price required, price numeric (and above zero); an image is a link or one of ours.
 * Name and description keep the shop's one text rule (libs/domain contracts/text.contract.ts) in the API's words, so
 * the form says what the server would refuse before it is sent.
 */
export function draftProblems({ name, price, description, image }: ProductDraft): DraftProblems {
  const problems: DraftProblems = {};
  const nameProblem = name.trim() ? textProblem('name', name, NAME_MAX) : 'Product name is required';
  if (nameProblem) problems.name = nameProblem;
  const descriptionProblem = textProblem('description', description, DESCRIPTION_MAX);
  if (descriptionProblem) problems.description = descriptionProblem;
  if (!price.trim()) problems.price = 'Price is required';
  else if (!rupeesText.safeParse(price).success || Number(price) <= 0) problems.price = 'Price must be a number above 0, with at most 2 decimals';
  if (image.trim() && !IMAGE.test(image.trim())) problems.image = 'Image must be an http(s) link or an /api/images/ path';
  return problems;
}

export const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;

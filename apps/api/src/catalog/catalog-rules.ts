// Catalog limits and the texts of its errors. docs/product.md §8 gives only the client's alerts for add-product
// ("Product added successfully!" / "Something went wrong. Please try again."), so these are the server's own.

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_RESULT_LIMIT = 50;
export const MAX_PRICE_RUPEES = 100_000;
export const PAGE_LIMIT_MAX = 100;

export const catalogMessages = {
  nameAndPriceRequired: 'Name and price are required',
  nameInvalid: 'name must be text of 1 to 200 characters, without control characters',
  nameHiInvalid: 'nameHi must be text of 1 to 200 characters, without control characters',
  priceInvalid: `price must be a positive number of rupees, at most ${MAX_PRICE_RUPEES}, with at most 2 decimals`,
  originalPriceInvalid: 'originalPrice must be a number of rupees with at most 2 decimals, at least the price',
  originalPriceBelowPrice: 'originalPrice must be at least the price',
  textInvalid: 'must be text of at most 2000 characters, without NUL characters',
  categoryInvalid: 'category must be 1 to 50 letters, digits, spaces or hyphens',
  imageInvalid: 'image must be an http(s) URL or a path under /api/images/, at most 500 characters',
  hiddenInvalid: 'hidden must be true or false',
  searchInvalid: `q must be text of at most ${SEARCH_MAX_LENGTH} characters, without NUL characters`,
  searchBlank: 'Please enter a search term',
  nothingFound: 'No products found',
  found: (count: number) => (count === 1 ? '1 product found' : `${count} products found`),
  productNotFound: 'Product not found',
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  includeHiddenInvalid: 'includeHidden must be true or false',
} as const;

import { discountPercentage, rupeesToPaise } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { AdminProduct, NewProduct, Product, ProductChanges } from '../../products.api.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers, newObjectId, pageOf } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const productsEndpoints: readonly Endpoint[] = [
  ['get', '/products'],
  ['get', '/products/search'],
  ['get', '/products/category/:category'],
  ['get', '/products/:id'],
  ['get', '/banners'],
];

const forShoppers = ({ hidden: _hidden, ...product }: AdminProduct): Product => product;
const wantsHidden = (url: URL) => url.searchParams.get('includeHidden') === 'true';
const visible = (state: ShopState, url: URL) =>
  wantsHidden(url) ? state.products : state.products.filter((p) => !p.hidden).map(forShoppers);

// The API's paths beside the grid categories (banner slides): a product is in a path by category or subcategory.
function inPath(product: Product, path: string): boolean {
  const key = path.trim().toLowerCase();
  if (key === 'special-offers' || key === 'seasonal-sale') return product.discountPercentage > 0;
  return product.category === key || product.subcategory === key;
}

function matches(product: Product, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${product.name} ${product.nameHi} ${product.category} ${product.subcategory} ${product.subcategoryHi}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function withPrices(product: AdminProduct): AdminProduct {
  return { ...product, discountPercentage: discountPercentage(rupeesToPaise(product.price), rupeesToPaise(product.originalPrice)) };
}

/** The catalog: lists, search, categories, one product, banners, and the admin's add, edit and hide. */
export function productsHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const find = (id: unknown) => state.products.find((p) => p._id === id);
  return [
    api.get('/products', ({ request }) => {
      const url = new URL(request.url);
      const products = visible(state, url);
      if (!url.searchParams.has('page') && !url.searchParams.has('limit')) return HttpResponse.json(products);
      const { items, pagination } = pageOf(products, url, 20);
      return HttpResponse.json({ products: items, pagination });
    }),
    api.get('/products/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
      if (!q) return HttpResponse.json({ success: true, products: [], message: 'Please enter a search term' });
      const products = state.products.filter((p) => !p.hidden && matches(p, q)).map(forShoppers);
      const message = products.length === 0 ? 'No products found' : `${products.length} product${products.length === 1 ? '' : 's'} found`;
      return HttpResponse.json({ success: true, products, message });
    }),
    api.get('/products/category/{category}', ({ request, params }) =>
      HttpResponse.json(visible(state, new URL(request.url)).filter((p) => inPath(p, String(params.category)))),
    ),
    api.get('/products/{id}', ({ request, params }) => {
      const product = find(params.id);
      if (!product || (product.hidden && !wantsHidden(new URL(request.url)))) return errorReply(404, 'Product not found');
      return HttpResponse.json(wantsHidden(new URL(request.url)) ? product : forShoppers(product));
    }),
    api.get('/banners', () => HttpResponse.json(state.banners)),
    api.post('/products/add', async ({ request }) => {
      const body = await bodyOf<NewProduct>(request);
      if (!body.name?.trim() || body.price === undefined) return errorReply(400, 'Name and price are required');
      const price = Number(body.price);
      if (!(price > 0)) return errorReply(400, 'Price must be a positive number with at most 2 decimals');
      const name = body.name.trim();
      const product: AdminProduct = withPrices({
        _id: newObjectId(), name, nameHi: body.nameHi?.trim() || name, price, originalPrice: price, discountPercentage: 0, image: body.image ?? '/api/images/products/placeholder.svg',
        weight: '1 pc', variant: '1 pc', unit: 'pc', desc: name, description: body.description ?? '', category: body.category?.toLowerCase() ?? 'general',
        subcategory: '', subcategoryHi: '', hidden: false, available: 0,
      });
      state.products.push(product);
      return HttpResponse.json(product, { status: 201 });
    }),
    api.put('/products/{id}', async ({ request, params }) => {
      const product = find(params.id);
      if (!product) return errorReply(404, 'Product not found');
      Object.assign(product, withPrices({ ...product, ...(await bodyOf<ProductChanges>(request)) }));
      return HttpResponse.json(product);
    }),
    api.patch('/products/{id}/visibility', async ({ request, params }) => {
      const product = find(params.id);
      if (!product) return errorReply(404, 'Product not found');
      const { hidden } = await bodyOf<{ hidden: boolean }>(request);
      if (typeof hidden !== 'boolean') return errorReply(400, 'hidden must be true or false');
      product.hidden = hidden;
      return HttpResponse.json(product);
    }),
  ];
}

/** An empty catalog: no products anywhere, nothing found. */
export function productsEmptyHandlers(): HttpHandler[] {
  return productsHandlers(createShopState({ products: [], banners: [] }));
}

export const productsErrorHandlers = (msg?: string, status?: number) => failingHandlers(productsEndpoints, msg, status);
export const productsLoadingHandlers = () => loadingHandlers(productsEndpoints);

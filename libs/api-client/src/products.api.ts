import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** docs/product.md §3 Product as the API sends it: prices in rupees (at most 2 decimals). */
export type Product = Schemas['ProductView'];

/** What admins get back from their calls: the product plus whether shoppers see it. */
export type AdminProduct = Schemas['AdminProductView'];

export interface Pagination {
  page: number;
  /** Number of pages (at least 1). */
  pages: number;
  total: number;
  limit: number;
}

export interface ProductPage {
  products: AdminProduct[];
  pagination: Pagination;
}

export type SearchResult = Schemas['SearchResult'];

/** A home-carousel slide; `path` is where it leads (/{path} for guests, /c/{path} for customers). */
export type Banner = Schemas['BannerView'];

/** The picture of one of the shop's categories (docs/product.md §2's grid), drawn for the repo and served by the API. */
export const categoryImageUrl = (category: string): string => `/api/images/categories/${encodeURIComponent(category)}.svg`;

/** docs/product.md §3 add-product payload; price in rupees (the form's numeric text is accepted too). */
export interface NewProduct {
  name: string;
  /** Optional: without it, shoppers reading Hindi see the English name. */
  nameHi?: string;
  price: number | string;
  description?: string;
  category?: string;
  image?: string;
}

/** An admin's edit: the fields given change, the others stay. Prices in rupees. */
export type ProductChanges = Partial<Omit<Product, '_id' | 'discountPercentage'>>;

/** Admins only: also hidden products. */
export interface VisibilityOption {
  includeHidden?: boolean;
}

export interface ProductPageParams extends VisibilityOption {
  /** From 1. */
  page?: number;
  /** 1 to 100 (the server's default is 20). */
  limit?: number;
}

const visibility = (options?: VisibilityOption) => (options?.includeHidden ? { includeHidden: 'true' } : undefined);

/** docs/product.md §7 "Products", plus the admin's edit and hide calls. */
export function productsApi(http: HttpClient) {
  return {
    /** Every visible product in shelf order (hidden ones too for an admin who asks). */
    list: (options?: VisibilityOption) => http.get<AdminProduct[]>('/products', { query: visibility(options) }),
    /** One page of products: `{ products, pagination }`. */
    listPage: ({ page = 1, limit, includeHidden }: ProductPageParams = {}) =>
      http.get<ProductPage>('/products', { query: { page, limit, ...visibility({ includeHidden }) } }),
    /** docs/product.md §5: the text is trimmed; blank text finds nothing. */
    search: (q: string) => http.get<SearchResult>('/products/search', { query: { q: q.trim() } }),
    byCategory: (category: string, options?: VisibilityOption) =>
      http.get<AdminProduct[]>(`/products/category/${segment(category)}`, { query: visibility(options) }),
    get: (id: string, options?: VisibilityOption) => http.get<AdminProduct>(`/products/${segment(id)}`, { query: visibility(options) }),
    banners: () => http.get<Banner[]>('/banners'),
    add: (body: NewProduct) => http.post<AdminProduct>('/products/add', body),
    edit: (id: string, changes: ProductChanges) => http.put<AdminProduct>(`/products/${segment(id)}`, changes),
    /** true hides the product from shoppers; false shows it again. */
    setHidden: (id: string, hidden: boolean) => http.patch<AdminProduct>(`/products/${segment(id)}/visibility`, { hidden }),
  };
}

export type ProductsApi = ReturnType<typeof productsApi>;

import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createShopServices } from '../../shared/services/create-shop-services';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { isShoppingPage } from '../shopping-page';
import { storefrontRoutes } from './storefront.routes';

const routes = storefrontRoutes(createShopServices(new MemoryStorage()));
// The other areas' static paths, which must win over the storefront's /:category.
const others: RouteObject[] = [{ path: 'cart' }, { path: 'checkout' }, { path: 'admin/dashboard' }];

function routeFor(url: string) {
  const match = matchRoutes([...routes, ...others], url)?.at(-1)?.route;
  return match ? (match.index ? '(home)' : match.path) : null;
}

describe('storefront routes (docs/product.md §2)', () => {
  it('serves each storefront address', () => {
    expect(routeFor('/')).toBe('(home)');
    expect(routeFor('/search?q=milk')).toBe('search');
    expect(routeFor('/customer/search?q=milk')).toBe('customer/search');
    expect(routeFor('/dairy')).toBe(':category');
    expect(routeFor('/c/paan-corner')).toBe('c/:category');
    expect(routeFor('/product/6750f0c1a3b2c4d5e6f70812')).toBe('product/:id');
    for (const page of ['login', 'register', 'gift-cards', 'faq', 'privacy']) expect(routeFor(`/${page}`)).toBe(page);
  });

  it('serves the dashboard at /customer/dashboard and at the landing target /Customer/dashboard', () => {
    expect(routeFor('/customer/dashboard')).toBe('customer/dashboard');
    expect(routeFor('/Customer/dashboard')).toBe('customer/dashboard');
  });

  it('lets named pages win over /:category', () => {
    expect(routeFor('/cart')).toBe('cart');
    expect(routeFor('/checkout')).toBe('checkout');
    // Issue 19 item 12: the admin header's Account link opened a category page ("No products in Account yet").
    expect(routeFor('/account')).toBe('account');
  });

  it('guards the customer screens and leaves the public ones open', () => {
    const guarded = routes.filter((route) => route.loader).map((route) => route.path);
    expect(guarded.sort()).toEqual(['account', 'c/:category', 'customer/dashboard', 'customer/search']);
  });

  it('keeps every screen but home out of the first download', () => {
    expect(routes.filter((route) => !route.lazy).map((route) => (route.index ? '(home)' : route.path))).toEqual(['(home)']);
  });

  it('marks the browsing pages for the floating cart bar, and no others (issue 19 item 2)', () => {
    const shopping = routes.filter((route) => isShoppingPage(route.handle)).map((route) => (route.index ? '(home)' : route.path));
    expect(shopping).toEqual(['(home)', 'customer/dashboard', 'search', 'customer/search', 'c/:category', ':category', 'product/:id']);
  });
});

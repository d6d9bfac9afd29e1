import type { RouteObject } from 'react-router-dom';
import { roles } from '@jhatpat/domain';
import { HomeScreen } from '../../features/storefront/home-screen';
import { loadAccountHindi } from '../../shared/locale/hindi-parts';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';
import { shoppingPage } from '../shopping-page';

/**
 * docs/product.md §2: the storefront, login and register, the customer's storefront screens and the content pages.
 * Only the home page is in the first download (it is the page Lighthouse measures); every other screen
 * loads when opened. Paths match without regard to case, so "customer/dashboard" also serves the
 * post-login landing target /Customer/dashboard.
 */
export function storefrontRoutes({ storage }: ShopServices): RouteObject[] {
  const customersOnly = requireRole(storage, ['customer']);
  // Issue 19 item 2: the pages where a shopper browses and adds, so the floating "View cart" bar belongs there.
  const handle = shoppingPage;
  // Logging in and the account page: their Hindi is a part of its own (shared/locale/hindi-parts.ts), fetched with their code.
  const withAccountHindi = <T,>(screen: Promise<T>): Promise<T> =>
    storage.locale() === 'hi' ? Promise.all([screen, loadAccountHindi().catch(() => undefined)]).then(([loaded]) => loaded) : screen;
  return [
    { index: true, element: <HomeScreen />, handle },
    {
      path: 'customer/dashboard',
      handle,
      loader: customersOnly,
      lazy: () => import('../../features/storefront/customer-dashboard-screen').then((m) => ({ Component: m.CustomerDashboardScreen })),
    },
    { path: 'search', handle, lazy: searchScreen },
    { path: 'customer/search', handle, loader: customersOnly, lazy: searchScreen },
    { path: 'c/:category', handle, loader: customersOnly, lazy: categoryScreen },
    { path: ':category', handle, lazy: categoryScreen },
    { path: 'product/:id', handle, lazy: () => import('../../features/storefront/product-screen').then((m) => ({ Component: m.ProductScreen })) },
    { path: 'login', lazy: () => withAccountHindi(import('../../features/auth/login-screen').then((m) => ({ Component: m.LoginScreen }))) },
    { path: 'register', lazy: () => withAccountHindi(import('../../features/auth/register-screen').then((m) => ({ Component: m.RegisterScreen }))) },
    // Testers' page of the SMS sandbox's codes; on a shop without the sandbox it says so (the API has no list).
    { path: 'dev/otp', lazy: () => import('../../features/auth/dev-otp-codes-screen').then((m) => ({ Component: m.DevOtpCodesScreen })) },
    { path: 'gift-cards', lazy: () => import('../../features/content/gift-cards-screen').then((m) => ({ Component: m.GiftCardsScreen })) },
    { path: 'faq', lazy: () => import('../../features/content/faq-screen').then((m) => ({ Component: m.FaqScreen })) },
    // The admin header's "Account" (docs/product.md §2), open to every signed-in role; /:category served it before (issue 19 item 12).
    {
      path: 'account',
      loader: requireRole(storage, roles),
      lazy: () => withAccountHindi(import('../../features/account/account-screen').then((m) => ({ Component: m.AccountScreen }))),
    },
    { path: 'privacy', lazy: () => import('../../features/content/privacy-screen').then((m) => ({ Component: m.PrivacyScreen })) },
  ];
}

const searchScreen = () => import('../../features/storefront/search-screen').then((m) => ({ Component: m.SearchScreen }));
const categoryScreen = () => import('../../features/storefront/category-screen').then((m) => ({ Component: m.CategoryScreen }));

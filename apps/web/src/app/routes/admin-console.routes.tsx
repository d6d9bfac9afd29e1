import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** docs/product.md §2: the admin's product, user and order management pages, loaded only when opened. */
export function adminConsoleRoutes({ storage }: ShopServices): RouteObject[] {
  const adminsOnly = requireRole(storage, ['admin']);
  const addProduct = () => import('../../features/admin/products/add-product-screen').then((m) => ({ Component: m.AddProductScreen }));
  return [
    { path: 'admin/add-product', loader: adminsOnly, lazy: addProduct },
    // docs/product.md §2: the admin header's "Add Product" links to /add-product.
    { path: 'add-product', loader: adminsOnly, lazy: addProduct },
    {
      path: 'admin/products',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/products/products-screen').then((m) => ({ Component: m.ProductsScreen })),
    },
    {
      path: 'admin/user-management',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/users/user-management-screen').then((m) => ({ Component: m.UserManagementScreen })),
    },
    {
      // Issue 18: loaded only when opened, like every admin page (the storefront's budget).
      path: 'admin/inventory',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/inventory/inventory-screen').then((m) => ({ Component: m.InventoryScreen })),
    },
    {
      path: 'admin/order-management',
      loader: adminsOnly,
      lazy: () => import('../../features/admin/orders/order-management-screen').then((m) => ({ Component: m.OrderManagementScreen })),
    },
  ];
}

import type { RouteObject } from 'react-router-dom';
import { CrashBoundary } from '../shared/crash-boundary';
import { NotFoundScreen } from '../shared/not-found-screen';
import type { ShopServices } from '../shared/services/shop-services';
import { cartRoutes } from './routes/cart.routes';
import { orderingRoutes } from './routes/ordering.routes';
import { staffRoutes } from './routes/staff.routes';
import { storefrontRoutes } from './routes/storefront.routes';
import { ShopLayout } from './shop-layout';

/** docs/product.md §2 "Screens and routes": every route under one layout; a crash keeps the header (docs/product.md §8 "Crash"). */
export function createAppRoutes(services: ShopServices): RouteObject[] {
  return [
    {
      element: <ShopLayout />,
      children: [
        {
          errorElement: <CrashBoundary />,
          children: [
            ...storefrontRoutes(services),
            ...cartRoutes(services),
            ...orderingRoutes(services),
            ...staffRoutes(services),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

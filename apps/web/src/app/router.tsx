import { createBrowserRouter } from 'react-router-dom';
import type { ShopServices } from '../shared/services/shop-services';
import { createAppRoutes } from './routes';

export function createAppRouter(services: ShopServices) {
  return createBrowserRouter(createAppRoutes(services));
}

import '@jhatpat/ui/tokens.css';
import './shared/locale/devanagari-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createShopServices } from './shared/services/create-shop-services';
import { ShopProviders } from './shared/shop-providers';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const services = createShopServices();

createRoot(root).render(
  <StrictMode>
    <ShopProviders services={services}>
      <RouterProvider router={createAppRouter(services)} />
    </ShopProviders>
  </StrictMode>,
);

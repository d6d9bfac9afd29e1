import '@jhatpat/ui/tokens.css';
import './shared/locale/devanagari-font.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createShopServices } from './shared/services/create-shop-services';
import { ShopProviders } from './shared/shop-providers';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const services = createShopServices();

const app = createRoot(root);
// The first render as a transition: React then draws the page in slices of a few milliseconds, yielding to the
// browser between them, instead of one task of half a second on a phone (Lighthouse's Total Blocking Time,
// docs/decisions.md#web-delivery).
startTransition(() =>
  app.render(
    <StrictMode>
      <ShopProviders services={services}>
        <RouterProvider router={createAppRouter(services)} />
      </ShopProviders>
    </StrictMode>,
  ),
);

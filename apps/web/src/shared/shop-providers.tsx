import type { ReactNode } from 'react';
import { CartFailureToasts } from './cart/cart-failure-toasts';
import { CartProvider } from './cart/cart-provider';
import { ShopQueries } from './data/shop-queries';
import { LocaleProvider, type LocaleProviderProps } from './locale/locale-provider';
import { LocationProvider } from './location/location-provider';
import { ShopServicesProvider, type ShopServices } from './services/shop-services';
import { SessionProvider } from './session/session-provider';
import { ToastProvider } from './toasts/toast-provider';

/** Everything a screen may ask for, in dependency order; the app and every story use this one stack. */
export function ShopProviders({ services, locale, children }: { services: ShopServices; locale?: Omit<LocaleProviderProps, 'children'>; children: ReactNode }) {
  return (
    <ShopServicesProvider services={services}>
      <LocaleProvider {...locale}>
      <ShopQueries>
        <SessionProvider>
          <CartProvider>
            <LocationProvider>
              <ToastProvider>
                <CartFailureToasts />
                {children}
              </ToastProvider>
            </LocationProvider>
          </CartProvider>
        </SessionProvider>
      </ShopQueries>
      </LocaleProvider>
    </ShopServicesProvider>
  );
}

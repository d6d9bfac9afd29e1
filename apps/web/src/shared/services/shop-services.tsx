import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from '@jhatpat/api-client';
import type { BrowserStorage } from '../storage/browser-storage';

/** What every screen reaches for: the API and the browser's storage. Stories and tests pass their own. */
export interface ShopServices {
  api: Api;
  storage: BrowserStorage;
}

const ShopServicesContext = createContext<ShopServices | null>(null);

export function ShopServicesProvider({ services, children }: { services: ShopServices; children: ReactNode }) {
  return <ShopServicesContext.Provider value={services}>{children}</ShopServicesContext.Provider>;
}

export function useShopServices(): ShopServices {
  const services = useContext(ShopServicesContext);
  if (!services) throw new Error('useShopServices needs a ShopServicesProvider above it (see app/providers.tsx).');
  return services;
}

export const useApi = (): Api => useShopServices().api;

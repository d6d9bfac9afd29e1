import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { isServiceable } from '@jhatpat/domain';
import { useShopServices } from '../services/shop-services';

interface SelectedLocation {
  /** The chosen address or place, as text; null until the shopper picks one. */
  location: string | null;
  /** docs/product.md §4 "Serviceability": the text mentions Patna. */
  serviceable: boolean;
  chooseLocation: (location: string) => void;
}

const LocationContext = createContext<SelectedLocation | null>(null);

/** The delivery location of the header, kept in browser storage as selectedAddress (docs/product.md §3). */
export function LocationProvider({ children }: { children: ReactNode }) {
  const { storage } = useShopServices();
  const [location, setLocation] = useState(() => storage.selectedAddress());
  const chooseLocation = useCallback(
    (next: string) => {
      storage.writeSelectedAddress(next);
      setLocation(next);
    },
    [storage],
  );
  const value = useMemo(() => ({ location, serviceable: location !== null && isServiceable(location), chooseLocation }), [location, chooseLocation]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocation {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useSelectedLocation needs a LocationProvider above it.');
  return value;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isServiceable } from '@jhatpat/domain';
import { useShopServices } from '../services/shop-services';
import { useSession, useSessionEvents } from '../session/session-provider';
import { restoredLocation } from './restored-location';

interface SelectedLocation {
  /** The chosen address or place, as text; null until the shopper picks one. */
  location: string | null;
  /** docs/product.md §4 "Serviceability": the text mentions Patna. */
  serviceable: boolean;
  chooseLocation: (location: string) => void;
  /** Asks the header's location selector to open its panel (a screen that needs a location says so and offers it). */
  requestLocation: () => void;
  /** How many times a screen asked; the selector opens its panel on each new one. */
  locationRequests: number;
}

const LocationContext = createContext<SelectedLocation | null>(null);

/** The delivery location of the header, kept in browser storage as selectedAddress (docs/product.md §3). */
export function LocationProvider({ children }: { children: ReactNode }) {
  const { api, storage } = useShopServices();
  const { role } = useSession();
  const [location, setLocation] = useState(() => storage.selectedAddress());
  const [locationRequests, setLocationRequests] = useState(0);
  const chooseLocation = useCallback(
    (next: string) => {
      storage.writeSelectedAddress(next);
      setLocation(next);
    },
    [storage],
  );
  // docs/product.md §4: logging out clears the browser's storage, the chosen location with it.
  useSessionEvents(useCallback((event) => event.type === 'session.loggedOut' && setLocation(null), []));

  // Issue 19 item 1: a customer with nothing chosen on this device (a new login, a cleared browser) starts from their
  // saved default address, so a returning shopper's cart is open at once. A failed read changes nothing on screen
  // (docs/product.md §8 "Cart": failures in the location code are logged only).
  const unchosen = location === null;
  useEffect(() => {
    if (role !== 'customer' || !unchosen) return;
    let current = true;
    api.addresses
      .list()
      .then((addresses) => {
        const restored = restoredLocation(addresses);
        // The shopper may have picked one meanwhile: theirs wins.
        if (current && restored && storage.selectedAddress() === null) chooseLocation(restored);
      })
      .catch((error: unknown) => console.warn('Could not restore the delivery location', error));
    return () => {
      current = false;
    };
  }, [api, storage, role, unchosen, chooseLocation]);

  const requestLocation = useCallback(() => setLocationRequests((n) => n + 1), []);
  const value = useMemo(
    () => ({ location, serviceable: location !== null && isServiceable(location), chooseLocation, requestLocation, locationRequests }),
    [location, chooseLocation, requestLocation, locationRequests],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocation {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useSelectedLocation needs a LocationProvider above it.');
  return value;
}

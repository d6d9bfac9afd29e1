import { useEffect, useState } from 'react';
import { addressText } from '@jhatpat/domain';
import { DeliveryCityDialog, LocationButton, LocationPanel, useShopText } from '@jhatpat/ui';
import { useSavedAddresses } from '../../shared/addresses/use-saved-addresses';
import { useSelectedLocation } from '../../shared/location/location-provider';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { LazyAddressFormDialog } from './lazy-address-form-dialog';
import { toPanelResults } from './place-results';
import { useLocationSearch } from './use-location-search';

export interface LocationSelectorProps {
  /** The browser's geolocation; stories pass their own. @default navigator.geolocation */
  geolocation?: Geolocation | null;
}

/**
 * The header's location selector (docs/product.md §2): the button, the "Select your Location" panel with the geocoder's
 * results and the customer's saved addresses, the address form for a new one, and the delivery-city dialog.
 */
export function LocationSelector({ geolocation = globalThis.navigator?.geolocation }: LocationSelectorProps) {
  const { location, locationRequests } = useSelectedLocation();
  const { role } = useSession();
  const toast = useToast();
  const { t } = useShopText();
  const search = useLocationSearch(geolocation);
  // docs/product.md §6: saved addresses are a customer's; they load each time the panel opens, so they are never stale.
  const customer = role === 'customer';
  const saved = useSavedAddresses({ enabled: customer && search.open });
  const [adding, setAdding] = useState(false);

  // A screen that needs a location (the cart outside Patna) asks for the panel; each request opens it once.
  const { send } = search;
  useEffect(() => {
    if (locationRequests > 0) send({ type: 'panel.open' });
  }, [locationRequests, send]);

  useEffect(() => {
    // A switch of language while the failure stands says it again, in the new language.
    if (saved.error) toast({ message: t(saved.error), tone: 'error' });
  }, [saved.error, toast, t]);

  // One modal at a time: the panel steps aside for the address form, and comes back to show the new address.
  const closeForm = () => {
    setAdding(false);
    search.send({ type: 'panel.open' });
  };

  return (
    <>
      <LocationButton location={location ?? undefined} expanded={search.open} onClick={() => search.send({ type: 'panel.open' })} />
      <LocationPanel
        open={search.open}
        onClose={() => search.send({ type: 'panel.close' })}
        query={search.query}
        onQueryChange={({ query }) => search.send({ type: 'query.change', query })}
        onUseCurrentLocation={() => search.send({ type: 'location.useCurrent' })}
        locating={search.locating}
        searching={search.searching}
        results={toPanelResults(search.results)}
        onSelectResult={({ result }) => search.send({ type: 'location.select', label: result.displayName })}
        error={search.error ?? undefined}
        loggedIn={customer}
        savedAddresses={saved.addresses}
        loadingAddresses={saved.status === 'loading'}
        onSelectAddress={({ address }) => search.send({ type: 'location.select', label: addressText(address) })}
        onAddAddress={() => {
          search.send({ type: 'panel.close' });
          setAdding(true);
        }}
      />
      {/* Mounted with the panel (where "+ Add New Address" is), so the form's code loads then, not with the page. */}
      {customer && (search.open || adding) && <LazyAddressFormDialog open={adding} onClose={closeForm} saver={saved.saver} />}
      <DeliveryCityDialog open={search.dialog !== null} serviceable={search.dialog === 'delivering'} onClose={() => search.send({ type: 'dialog.close' })} />
    </>
  );
}

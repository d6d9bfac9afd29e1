import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { locationSearchMachine, selectLocationError, type LocationResult } from '@jhatpat/machines';
import { useApi } from '../../shared/services/shop-services';
import { useSelectedLocation } from '../../shared/location/location-provider';
import { currentPosition } from './browser-position';
import { toReversePlace, toSearchHit } from './place-results';

/**
 * The location-search machine (libs/machines) wired to the shop's geocoder and the browser's position.
 * A chosen location is written through useSelectedLocation, so the header and the cart button follow it.
 */
export function useLocationSearch(geolocation: Geolocation | null | undefined) {
  const api = useApi();
  const { location, chooseLocation } = useSelectedLocation();
  const machine = useMemo(
    () =>
      locationSearchMachine.provide({
        actors: {
          searchLocations: fromPromise<LocationResult[], { query: string; limit: number }>(async ({ input }) =>
            (await api.geo.search(input.query, input.limit)).map(toSearchHit),
          ),
          getCurrentPosition: fromPromise(() => currentPosition(geolocation)),
          reverseGeocode: fromPromise<{ displayName: string; city: string }, { latitude: number; longitude: number }>(async ({ input }) =>
            toReversePlace(await api.geo.reverse(input.latitude, input.longitude)),
          ),
        },
        actions: { saveLocation: ({ context }) => context.location !== null && chooseLocation(context.location) },
      }),
    [api, geolocation, chooseLocation],
  );
  const actor = useActorRef(machine, { input: { location } });
  const panel = useSelector(actor, (snapshot) => ({
    open: snapshot.matches({ panel: 'open' }),
    query: snapshot.context.query,
    results: snapshot.context.results,
    error: selectLocationError(snapshot),
    searching: snapshot.matches({ panel: { open: 'searching' } }) || snapshot.matches({ panel: { open: 'debouncing' } }),
    locating: snapshot.matches({ panel: { open: 'locating' } }),
    dialog: snapshot.matches({ dialog: 'delivering' }) ? ('delivering' as const) : snapshot.matches({ dialog: 'notDelivering' }) ? ('notDelivering' as const) : null,
  }), sameView);
  return { ...panel, send: actor.send };
}

type View = { open: boolean; query: string; results: LocationResult[]; error: string | null; searching: boolean; locating: boolean; dialog: string | null };

// A new object per snapshot would re-render the header on every machine tick; compare what the view shows.
function sameView(a: View, b: View): boolean {
  return (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key]);
}

import { isServiceable, shopRules } from '@jhatpat/domain';
import { assign, fromPromise, raise, setup } from 'xstate';
import { limitedOr } from '../shared/server-message.js';

/** A geocoder hit; the app maps the public geocoding service's answer to this. */
export interface LocationResult {
  displayName: string;
  road?: string;
  neighbourhood?: string;
  suburb?: string;
}

export interface LocationSearchContext {
  query: string;
  results: LocationResult[];
  location: string | null;
  error: string | null;
  coords: { latitude: number; longitude: number } | null;
}

export type LocationSearchEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'query.change'; query: string }
  | { type: 'location.useCurrent' }
  | { type: 'location.select'; label: string }
  | { type: 'dialog.close' };

/** Thrown by the app's getCurrentPosition when navigator.geolocation is missing. */
export const GEOLOCATION_UNSUPPORTED = 'unsupported';

const geolocationMessage = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === GEOLOCATION_UNSUPPORTED
    ? 'Geolocation not supported by your browser.'
    : 'Location access denied. Please select manually.';

/** docs/product.md §2 "Location selector", §4 "Location search" and "Serviceability", §8 "Location panel". */
export const locationSearchMachine = setup({
  types: {
    context: {} as LocationSearchContext,
    events: {} as LocationSearchEvent,
    input: {} as { location?: string | null } | undefined,
  },
  actors: {
    searchLocations: fromPromise<LocationResult[], { query: string; limit: number }>(async () => []),
    getCurrentPosition: fromPromise<{ latitude: number; longitude: number }>(async () => {
      throw { code: GEOLOCATION_UNSUPPORTED };
    }),
    reverseGeocode: fromPromise<{ displayName: string; city: string }, { latitude: number; longitude: number }>(async () => {
      throw new Error('reverseGeocode must be provided');
    }),
  },
  actions: {
    /** Stores the chosen location (selectedAddress) in browser storage; provided by the app. */
    saveLocation: () => {},
  },
  guards: {
    isBlankQuery: ({ event }) => event.type === 'query.change' && event.query.trim() === '',
    isServiceableChoice: ({ event }) => event.type === 'location.select' && isServiceable(event.label),
  },
  delays: { searchDebounce: shopRules.locationSearchDebounceMs },
}).createMachine({
  id: 'locationSearch',
  type: 'parallel',
  context: ({ input }) => ({ query: '', results: [], location: input?.location ?? null, error: null, coords: null }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'panel.open': 'open' } },
        open: {
          initial: 'idle',
          states: {
            idle: {},
            debouncing: { after: { searchDebounce: 'searching' } },
            searching: {
              tags: ['busy'],
              invoke: {
                src: 'searchLocations',
                input: ({ context }) => ({ query: context.query.trim(), limit: shopRules.locationSearchLimit }),
                onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output.slice(0, shopRules.locationSearchLimit) }) },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => limitedOr(event.error, 'Failed to search locations') }) },
              },
            },
            locating: {
              tags: ['busy'],
              initial: 'positioning',
              states: {
                positioning: {
                  invoke: {
                    src: 'getCurrentPosition',
                    onDone: { target: 'lookingUp', actions: assign({ coords: ({ event }) => event.output }) },
                    onError: { target: '#locationSearch.panel.open.idle', actions: assign({ error: ({ event }) => geolocationMessage(event.error) }) },
                  },
                },
                lookingUp: {
                  invoke: {
                    src: 'reverseGeocode',
                    input: ({ context }) => context.coords!,
                    // docs/product.md §4: the display name's first part plus the city becomes the location.
                    onDone: { actions: raise(({ event }) => ({ type: 'location.select' as const, label: `${event.output.displayName.split(',')[0]!.trim()}, ${event.output.city}` })) },
                    onError: { target: '#locationSearch.panel.open.idle', actions: assign({ error: ({ event }) => limitedOr(event.error, "Couldn't fetch address details. Please enter manually.") }) },
                  },
                },
              },
            },
          },
          on: {
            'query.change': [
              { guard: 'isBlankQuery', target: '.idle', actions: assign({ query: ({ event }) => event.query, results: [], error: null }) },
              // Each keystroke re-enters debouncing, so the 500 ms restart.
              { target: '.debouncing', actions: assign({ query: ({ event }) => event.query, error: null }) },
            ],
            'location.useCurrent': { target: '.locating', actions: assign({ error: null }) },
            'location.select': { target: 'closed', actions: [assign({ location: ({ event }) => event.label, query: '', results: [], error: null }), 'saveLocation'] },
            'panel.close': 'closed',
          },
        },
      },
    },
    dialog: {
      initial: 'none',
      states: { none: {}, delivering: {}, notDelivering: {} },
      on: {
        'location.select': [{ guard: 'isServiceableChoice', target: '.delivering' }, { target: '.notDelivering' }],
        'dialog.close': '.none',
      },
    },
  },
});

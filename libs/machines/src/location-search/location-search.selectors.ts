import { isServiceable, shopRules } from '@jhatpat/domain';
import type { SnapshotFrom } from 'xstate';
import type { LocationResult, locationSearchMachine } from './location-search.machine.js';

type LocationSnapshot = SnapshotFrom<typeof locationSearchMachine>;

/** docs/product.md §2: a result is titled by road, neighbourhood or suburb, else "Location". */
export const locationTitle = (result: LocationResult): string => result.road ?? result.neighbourhood ?? result.suburb ?? 'Location';
/** docs/product.md §2: the header shows the first two comma-separated parts of the location. */
export const selectLocationLabel = ({ context }: LocationSnapshot): string =>
  context.location === null ? shopRules.defaultLocationLabel : context.location.split(',').slice(0, 2).map((part) => part.trim()).join(', ');
/** docs/product.md §4: the cart button is enabled only for a serviceable location. */
export const selectIsServiceable = ({ context }: LocationSnapshot): boolean => context.location !== null && isServiceable(context.location);
export const selectLocationError = ({ context }: LocationSnapshot): string | null => context.error;
/** docs/product.md §8 "Delivery-city dialogs", with their button texts. */
export const selectDeliveryDialog = (snapshot: LocationSnapshot): { message: string; button: string } | null =>
  snapshot.matches({ dialog: 'delivering' })
    ? { message: 'Congratulations! We are delivering in your city (Patna)!', button: 'Great!' }
    : snapshot.matches({ dialog: 'notDelivering' })
      ? { message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.', button: 'OK' }
      : null;

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { gate, settle } from '../shared/gate.js';
import { GEOLOCATION_UNSUPPORTED, locationSearchMachine, type LocationResult } from './location-search.machine.js';
import { locationTitle, selectDeliveryDialog, selectIsServiceable, selectLocationError, selectLocationLabel } from './location-search.selectors.js';

const hits = (count: number): LocationResult[] => Array.from({ length: count }, (_, i) => ({ displayName: `Place ${i}, Patna, Bihar` }));

function startPanel(options: { position?: unknown; reverse?: { displayName: string; city: string } | Error } = {}) {
  const clock = new SimulatedClock();
  const search = gate<LocationResult[], { query: string; limit: number }>();
  const saveLocation = vi.fn();
  const machine = locationSearchMachine.provide({
    actors: {
      searchLocations: search.logic,
      getCurrentPosition: fromPromise(async () => {
        if (options.position) throw options.position;
        return { latitude: 25.61, longitude: 85.14 };
      }),
      reverseGeocode: fromPromise(async () => {
        if (options.reverse instanceof Error) throw options.reverse;
        return options.reverse ?? { displayName: 'Boring Road, Patna, Bihar, 800001, India', city: 'Patna' };
      }),
    },
    actions: { saveLocation: ({ context }) => saveLocation(context.location) },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  actor.send({ type: 'panel.open' });
  return { actor, clock, search, saveLocation, snap: () => actor.getSnapshot() };
}

describe('location search machine', () => {
  it('starts closed with the default label "Select your location"', () => {
    const snap = createActor(locationSearchMachine, { input: {} }).start().getSnapshot();
    expect(snap.matches({ panel: 'closed' })).toBe(true);
    expect(selectLocationLabel(snap)).toBe('Select your location');
    expect(selectIsServiceable(snap)).toBe(false);
  });

  it('debounces typing by 500 ms and searches the trimmed text with limit 10', async () => {
    const { actor, clock, search, snap } = startPanel();
    actor.send({ type: 'query.change', query: 'bor' });
    clock.increment(400);
    actor.send({ type: 'query.change', query: ' boring ' });
    clock.increment(499);
    expect(search.calls).toEqual([]);
    clock.increment(1);
    expect(search.calls).toEqual([{ query: 'boring', limit: 10 }]);
    expect(snap().hasTag('busy')).toBe(true);
    await search.open(hits(12));
    expect(snap().context.results).toHaveLength(10);
  });

  it('clears results on a blank query without searching', async () => {
    const { actor, clock, search, snap } = startPanel();
    actor.send({ type: 'query.change', query: 'patna' });
    clock.increment(500);
    await search.open(hits(2));
    actor.send({ type: 'query.change', query: '  ' });
    clock.increment(1000);
    expect(snap().context.results).toEqual([]);
    expect(search.calls).toHaveLength(1);
  });

  it('says "Failed to search locations" when the search fails', async () => {
    const { actor, clock, search, snap } = startPanel();
    actor.send({ type: 'query.change', query: 'patna' });
    clock.increment(500);
    await search.break(new Error('down'));
    expect(selectLocationError(snap())).toBe('Failed to search locations');
  });

  it('passes on the server’s words when the client is past its geocoding budget (429)', async () => {
    const { actor, clock, search, snap } = startPanel();
    actor.send({ type: 'query.change', query: 'patna' });
    clock.increment(500);
    const limited = Object.assign(new Error('Too many requests from your network. Please wait a moment and try again.'), { status: 429 });
    await search.break(limited);
    expect(selectLocationError(snap())).toBe('Too many requests from your network. Please wait a moment and try again.');
  });

  it('titles results by road, neighbourhood or suburb, else "Location"', () => {
    expect(locationTitle({ displayName: 'x', road: 'Boring Road', suburb: 'S' })).toBe('Boring Road');
    expect(locationTitle({ displayName: 'x', neighbourhood: 'N', suburb: 'S' })).toBe('N');
    expect(locationTitle({ displayName: 'x', suburb: 'S' })).toBe('S');
    expect(locationTitle({ displayName: 'x' })).toBe('Location');
  });

  it('selecting sets and saves the location, closes the panel, clears the search and congratulates Patna', async () => {
    const { actor, clock, search, saveLocation, snap } = startPanel();
    actor.send({ type: 'query.change', query: 'boring' });
    clock.increment(500);
    await search.open(hits(3));
    actor.send({ type: 'location.select', label: 'Boring Road, Patna, Bihar' });
    expect(snap().matches({ panel: 'closed' })).toBe(true);
    expect(snap().context).toMatchObject({ query: '', results: [], location: 'Boring Road, Patna, Bihar' });
    expect(saveLocation).toHaveBeenCalledWith('Boring Road, Patna, Bihar');
    expect(selectLocationLabel(snap())).toBe('Boring Road, Patna');
    expect(selectIsServiceable(snap())).toBe(true);
    expect(selectDeliveryDialog(snap())).toEqual({ message: 'Congratulations! We are delivering in your city (Patna)!', button: 'Great!' });
    actor.send({ type: 'dialog.close' });
    expect(selectDeliveryDialog(snap())).toBeNull();
  });

  it('shows the not-delivering dialog outside Patna', () => {
    const { actor, snap } = startPanel();
    actor.send({ type: 'location.select', label: 'Gaya, Bihar' });
    expect(selectIsServiceable(snap())).toBe(false);
    expect(selectDeliveryDialog(snap())).toEqual({
      message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.',
      button: 'OK',
    });
  });

  it('uses the current location: first display-name part plus city', async () => {
    const { actor, snap } = startPanel();
    actor.send({ type: 'location.useCurrent' });
    expect(snap().hasTag('busy')).toBe(true);
    await settle();
    await settle();
    expect(snap().context.location).toBe('Boring Road, Patna');
    expect(snap().matches({ panel: 'closed', dialog: 'delivering' })).toBe(true);
  });

  it.each([
    [{ position: { code: 1 } }, 'Location access denied. Please select manually.'],
    [{ position: { code: GEOLOCATION_UNSUPPORTED } }, 'Geolocation not supported by your browser.'],
    [{ reverse: new Error('down') }, "Couldn't fetch address details. Please enter manually."],
  ])('says the §8 message when locating fails (%#)', async (options, message) => {
    const { actor, snap } = startPanel(options);
    actor.send({ type: 'location.useCurrent' });
    await settle();
    await settle();
    expect(selectLocationError(snap())).toBe(message);
    expect(snap().matches({ panel: { open: 'idle' } })).toBe(true);
    expect(snap().context.location).toBeNull();
  });
});

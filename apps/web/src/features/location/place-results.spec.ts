import { describe, expect, it } from 'vitest';
import type { Place } from '@jhatpat/api-client';
import { locationTitle } from '@jhatpat/machines';
import { locationResultTitle } from '@jhatpat/ui';
import { toPanelResults, toReversePlace, toSearchHit } from './place-results';

const place = (display_name: string, address: Place['address']): Place => ({ place_id: 1, display_name, lat: '25.61', lon: '85.14', address });

describe('place results', () => {
  it('keeps the display name and the title parts of a place, dropping what is absent', () => {
    expect(toSearchHit(place('Boring Road, Patna, Bihar', { road: 'Boring Road', city: 'Patna' }))).toEqual({
      displayName: 'Boring Road, Patna, Bihar',
      road: 'Boring Road',
    });
  });

  it('gives the panel the same titles the machine would (road, neighbourhood, suburb, else "Location")', () => {
    const hits = [
      toSearchHit(place('Boring Road, Patna', { road: 'Boring Road', suburb: 'S' })),
      toSearchHit(place('Sri Krishna Puri, Patna', { neighbourhood: 'Sri Krishna Puri' })),
      toSearchHit(place('Kankarbagh, Patna', { suburb: 'Kankarbagh' })),
      toSearchHit(place('Patna, Bihar', {})),
    ];
    const results = toPanelResults(hits);
    expect(results.map(locationResultTitle)).toEqual(hits.map(locationTitle));
    expect(results.map(locationResultTitle)).toEqual(['Boring Road', 'Sri Krishna Puri', 'Kankarbagh', 'Location']);
    expect(new Set(results.map((r) => r.id)).size).toBe(4);
  });

  it('reverse lookups name the city, else the second part of the display name', () => {
    expect(toReversePlace(place('Boring Road, Patna, Bihar', { city: 'Patna' }))).toEqual({ displayName: 'Boring Road, Patna, Bihar', city: 'Patna' });
    expect(toReversePlace(place('Danapur Cantt, Patna District, Bihar', {}))).toEqual({ displayName: 'Danapur Cantt, Patna District, Bihar', city: 'Patna District' });
  });
});

import { describe, expect, it } from 'vitest';
import { homeInPatnaFixture, outsidePatnaFixture, workInPatnaFixture } from '@jhatpat/api-client/testing';
import { restoredLocation } from './restored-location';

describe('restoredLocation (issue 19 item 1)', () => {
  it('starts from the saved default address', () => {
    expect(restoredLocation([workInPatnaFixture, homeInPatnaFixture])).toBe('Flat 4B, Sunrise Apartments, 2nd floor, Boring Road, Patna, Bihar, Opposite the petrol pump');
  });

  it('takes the first address in Patna when the default is outside it', () => {
    const defaultElsewhere = { ...outsidePatnaFixture, isDefault: true };
    expect(restoredLocation([defaultElsewhere, { ...homeInPatnaFixture, isDefault: false }, workInPatnaFixture])).toBe(
      'Flat 4B, Sunrise Apartments, 2nd floor, Boring Road, Patna, Bihar, Opposite the petrol pump',
    );
  });

  it('never chooses an address outside Patna, and nothing without addresses', () => {
    expect(restoredLocation([{ ...outsidePatnaFixture, isDefault: true }])).toBeNull();
    expect(restoredLocation([])).toBeNull();
  });
});

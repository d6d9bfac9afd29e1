import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@jhatpat/ui';
import { needsDeleteConfirmation, withDefaultAddress, withoutAddress, withSavedAddress } from './saved-address-book';

const address = (id: string, isDefault = false): SavedAddress => ({
  _id: id,
  isDefault,
  addressType: 'Home',
  building: `Flat ${id}`,
  locality: 'Boring Road, Patna',
  contactName: 'Asha',
});
const home = address('a', true);
const work = { ...address('b'), addressType: 'Work' as const };
const defaults = (list: SavedAddress[]) => list.filter((a) => a.isDefault).map((a) => a._id);

describe('withSavedAddress', () => {
  it('appends a new address at the end', () => {
    expect(withSavedAddress([home], work).map((a) => a._id)).toEqual(['a', 'b']);
  });

  it('replaces an updated address in place', () => {
    const updated = { ...work, building: 'Tower C' };
    const list = withSavedAddress([home, work], updated);
    expect(list.map((a) => a.building)).toEqual(['Flat a', 'Tower C']);
  });

  it('moves the default flag to a saved default address', () => {
    expect(defaults(withSavedAddress([home, work], { ...address('c'), isDefault: true }))).toEqual(['c']);
    expect(defaults(withSavedAddress([home, work], { ...work, building: 'x' }))).toEqual(['a']);
  });
});

describe('withDefaultAddress', () => {
  it('leaves exactly the chosen address as default', () => {
    expect(defaults(withDefaultAddress([home, work], 'b'))).toEqual(['b']);
  });
});

describe('withoutAddress', () => {
  it('removes the address and marks the default the server names', () => {
    const list = withoutAddress([home, work, address('c')], 'a', 'c');
    expect(list.map((a) => a._id)).toEqual(['b', 'c']);
    expect(defaults(list)).toEqual(['c']);
  });

  it('leaves no default when the server names none', () => {
    expect(withoutAddress([home], 'a', null)).toEqual([]);
    expect(defaults(withoutAddress([home, work], 'b', null))).toEqual([]);
  });
});

describe('needsDeleteConfirmation', () => {
  it('asks only for the default address while others exist (docs/product.md §5)', () => {
    expect(needsDeleteConfirmation([home, work], home)).toBe(true);
    expect(needsDeleteConfirmation([home, work], work)).toBe(false);
    expect(needsDeleteConfirmation([home], home)).toBe(false);
  });
});

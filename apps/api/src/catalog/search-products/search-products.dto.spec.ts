import { BadRequestException } from '@nestjs/common';
import { catalogMessages } from '../catalog-rules.js';
import { searchTextOf } from './search-products.dto.js';

describe('searchTextOf', () => {
  const refusal = (query: Record<string, unknown>) => {
    try {
      searchTextOf(query);
    } catch (error) {
      return error instanceof BadRequestException ? error.message : `not a 400: ${String(error)}`;
    }
    return 'accepted';
  };

  it('takes q as typed, and no q as blank', () => {
    expect(searchTextOf({ q: '  Amul milk ' })).toBe('  Amul milk ');
    expect(searchTextOf({ q: 'x'.repeat(100) })).toBe('x'.repeat(100));
    expect(searchTextOf({})).toBe('');
  });

  it('refuses what the whitelisting DTO refused, with the same messages', () => {
    expect(refusal({ q: 'x'.repeat(101) })).toBe(catalogMessages.searchInvalid);
    expect(refusal({ q: 'milk\u0000' })).toBe(catalogMessages.searchInvalid);
    expect(refusal({ q: ['milk', 'bread'] })).toBe(catalogMessages.searchInvalid);
    expect(refusal({ q: 'milk', page: '2' })).toBe('property page should not exist');
  });
});

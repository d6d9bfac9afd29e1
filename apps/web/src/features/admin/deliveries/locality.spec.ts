import { describe, expect, it } from 'vitest';
import { localityOf } from './locality';

describe('localityOf', () => {
  it('takes the part before the city, else the second part', () => {
    expect(localityOf('Flat 4B, Sunrise Apartments, 2nd floor, Boring Road, Patna, Bihar')).toBe('Boring Road');
    expect(localityOf('House 12, Kankarbagh')).toBe('Kankarbagh');
    expect(localityOf('Gandhi Maidan')).toBe('Gandhi Maidan');
  });
});

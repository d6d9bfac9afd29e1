import { describe, expect, it } from 'vitest';
import { addressText } from './address.js';

describe('addressText', () => {
  it('joins the parts that are present', () => {
    expect(addressText({ building: '12', locality: 'Kankarbagh, Patna', landmark: 'near park' })).toBe('12, Kankarbagh, Patna, near park');
  });
});

import { describe, expect, it } from 'vitest';
import { isServiceable } from './serviceability.js';

describe('isServiceable', () => {
  it.each([
    ['Boring Road, Patna', true],
    ['Kankarbagh, PATNA, Bihar', true],
    ['Gaya, Bihar', false],
    ['', false],
  ])('%j → %s', (text, served) => {
    expect(isServiceable(text)).toBe(served);
  });
});

import { describe, expect, it } from 'vitest';
import { checkAdjust, checkReceive } from './stock-draft';

describe('receiving stock', () => {
  it('sends a whole number of units with a trimmed note', () => {
    expect(checkReceive({ quantity: ' 24 ', note: ' Morning truck ' })).toEqual({ body: { quantity: 24, note: 'Morning truck' } });
    expect(checkReceive({ quantity: '100000', note: '' })).toEqual({ body: { quantity: 100000 } });
  });

  it('refuses nothing, zero, fractions and too many, each under its field', () => {
    expect(checkReceive({ quantity: '', note: '' })).toEqual({ problems: { quantity: 'Enter how many units arrived' } });
    for (const quantity of ['0', '2.5', '-3', '100001', 'ten']) {
      expect(checkReceive({ quantity, note: '' })).toEqual({ problems: { quantity: 'Enter a whole number from 1 to 1,00,000' } });
    }
  });

  it('refuses a note over 200 characters', () => {
    expect(checkReceive({ quantity: '5', note: 'x'.repeat(201) })).toEqual({ problems: { note: 'Keep the note under 200 characters' } });
  });
});

describe('adjusting stock', () => {
  it('sends a signed change with its reason', () => {
    expect(checkAdjust({ change: '-3', reason: 'damaged', note: '' })).toEqual({ body: { change: -3, reason: 'damaged' } });
    expect(checkAdjust({ change: '+2', reason: 'count', note: 'Shelf recount' })).toEqual({ body: { change: 2, reason: 'count', note: 'Shelf recount' } });
  });

  it('refuses a zero or fractional change and a missing reason', () => {
    expect(checkAdjust({ change: '0', reason: '', note: '' })).toEqual({
      problems: { change: 'Enter a whole number other than 0 (negative removes)', reason: 'Choose a reason' },
    });
    expect(checkAdjust({ change: '1.5', reason: 'other', note: '' })).toEqual({ problems: { change: 'Enter a whole number other than 0 (negative removes)' } });
    expect(checkAdjust({ change: '', reason: 'other', note: '' })).toEqual({ problems: { change: 'Enter the change, e.g. -3 to remove three' } });
  });
});

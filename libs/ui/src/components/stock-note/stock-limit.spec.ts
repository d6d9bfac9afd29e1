import { LOW_STOCK_AT } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import { canAddMore, stockLimitReason, stockNoteText } from './stock-limit';

describe('the stepper ceiling', () => {
  it('lets one more in below what is available, and stops at it', () => {
    expect(canAddMore(2, 3)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
    expect(canAddMore(4, 3)).toBe(false);
    expect(canAddMore(0, 0)).toBe(false);
  });

  it('draws no ceiling when availability is unknown', () => {
    expect(canAddMore(99, undefined)).toBe(true);
  });

  it('gives the reason in the shop words', () => {
    expect(stockLimitReason(0)).toBe('Out of stock');
    expect(stockLimitReason(1)).toBe('Only 1 left');
    expect(stockLimitReason(12)).toBe('Only 12 left');
  });
});

describe('the stock note', () => {
  it('says out of stock at 0 and "Only N left" from 1 to LOW_STOCK_AT', () => {
    expect(stockNoteText(0)).toBe('Out of stock');
    expect(stockNoteText(1)).toBe('Only 1 left');
    expect(stockNoteText(LOW_STOCK_AT)).toBe(`Only ${LOW_STOCK_AT} left`);
  });

  it('says nothing above the threshold or when unknown', () => {
    expect(stockNoteText(LOW_STOCK_AT + 1)).toBeNull();
    expect(stockNoteText(undefined)).toBeNull();
  });
});

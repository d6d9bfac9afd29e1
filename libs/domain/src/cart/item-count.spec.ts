import { describe, expect, it } from 'vitest';
import { itemCountText } from './item-count.js';

describe('itemCountText', () => {
  it('says item for one and items for any other count', () => {
    expect([0, 1, 2, 12].map(itemCountText)).toEqual(['0 items', '1 item', '2 items', '12 items']);
  });
});

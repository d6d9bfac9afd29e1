import { describe, expect, it } from 'vitest';
import { shortLinesOf, stillShort } from './short-lines.js';

const paneer = { productId: 'paneer', name: 'Paneer', wanted: 4, available: 2 };

describe('short lines of a refused order', () => {
  it('reads the refusal body the API client keeps as details', () => {
    expect(shortLinesOf({ status: 409, details: { shortLines: [paneer, { productId: 1 }] } })).toEqual([paneer]);
  });

  it('finds none in any other failure', () => {
    expect(shortLinesOf(new Error('x'))).toEqual([]);
    expect(shortLinesOf(null)).toEqual([]);
    expect(shortLinesOf({ details: 'text' })).toEqual([]);
  });

  it('drops a line once the cart holds no more than is left, and keeps the rest with the new quantity', () => {
    const milk = { productId: 'milk', name: 'Milk', wanted: 3, available: 0 };
    const lines = [
      { productId: 'paneer', name: 'Paneer', price: 9000, quantity: 2 },
      { productId: 'milk', name: 'Milk', price: 3000, quantity: 1 },
    ];
    expect(stillShort([paneer, milk], lines)).toEqual([{ ...milk, wanted: 1 }]);
    expect(stillShort([milk], [])).toEqual([]);
  });
});

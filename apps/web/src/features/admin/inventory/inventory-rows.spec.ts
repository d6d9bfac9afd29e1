import { describe, expect, it } from 'vitest';
import type { InventoryPage } from '@jhatpat/api-client';
import { withAlert, withItem } from './inventory-rows';

const paneer = { productId: 'p1', name: 'Paneer', image: '/p1.svg', category: 'dairy', onHand: 5, reserved: 2, available: 3, level: 'low' } as const;
const milk = { productId: 'p2', name: 'Milk', image: '/p2.svg', category: 'dairy', onHand: 40, reserved: 0, available: 40, level: 'in' } as const;
const page: InventoryPage = { items: [paneer, milk], pagination: { page: 1, pages: 1, total: 2, limit: 20 } };

describe('inventory rows', () => {
  it("replaces a product's row with the server's answer and keeps the others", () => {
    const received = { ...paneer, onHand: 29, available: 27, level: 'in' } as const;
    expect(withItem(page, received).items).toEqual([received, milk]);
  });

  it("puts an alert's available and level on its row, leaving on hand and reserved for the next load", () => {
    const next = withAlert(page, { productId: 'p1', name: 'Paneer', available: 0, level: 'out', at: '2026-11-26T10:00:00.000Z' });
    expect(next.items[0]).toEqual({ ...paneer, available: 0, level: 'out' });
    expect(next.items[1]).toBe(milk);
  });

  it('leaves the page alone for a product it does not show', () => {
    expect(withAlert(page, { productId: 'p9', name: 'Ghee', available: 1, level: 'low', at: '2026-11-26T10:00:00.000Z' }).items).toEqual(page.items);
  });
});

import type { InventoryItem, InventoryPage, StockAlert } from '@jhatpat/api-client';

/** The page with one product's row replaced by the server's answer (after a receive or an adjustment). */
export function withItem(page: InventoryPage, item: InventoryItem): InventoryPage {
  return { ...page, items: page.items.map((row) => (row.productId === item.productId ? item : row)) };
}

/**
 * The page with an alert's figures on its product's row. An alert carries available and level, not on hand or
 * reserved; the next load brings those. A product not on this page is left alone.
 */
export function withAlert(page: InventoryPage, alert: StockAlert): InventoryPage {
  return {
    ...page,
    items: page.items.map((row) => (row.productId === alert.productId ? { ...row, available: alert.available, level: alert.level } : row)),
  };
}

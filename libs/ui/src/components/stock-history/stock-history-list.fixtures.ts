import type { StockMovement } from './stock-history-list';

// Stories and specs only: one product's day at the dark store, newest first. Order movements carry the
// order's number, as GET /admin/products/:id/stock-history answers (apps/api stock-history.handler).
export const sampleMovements: StockMovement[] = [
  { position: 9, kind: 'picked', quantity: 2, orderId: '6922b4d0e1f2a3b4c5d6ab12', orderNumber: 'JP-000412', by: { name: 'Pinky Packer' }, at: '2026-11-26T09:42:00.000Z' },
  { position: 8, kind: 'adjusted', quantity: -3, reason: 'damaged', note: 'Crushed in the cold room', by: { name: 'Shop Admin' }, at: '2026-11-26T08:15:00.000Z' },
  { position: 7, kind: 'released', quantity: 1, orderId: '6922b4d0e1f2a3b4c5d6cd34', orderNumber: 'JP-000409', at: '2026-11-26T07:58:00.000Z' },
  { position: 6, kind: 'reserved', quantity: 2, orderId: '6922b4d0e1f2a3b4c5d6ab12', orderNumber: 'JP-000412', at: '2026-11-26T07:40:00.000Z' },
  { position: 5, kind: 'received', quantity: 24, note: 'Sudha dairy, invoice 4471', by: { name: 'Shop Admin' }, at: '2026-11-26T05:30:00.000Z' },
];

import type { OrderEvent, OrderPlacedData } from '../order.events.js';

/** An order placed for the deciders' specs: ₹100 by UPI, waiting for its first attempt p1 unless told otherwise. */
export const placedData = (overrides: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  orderId: 'o1',
  orderNumber: 'JP-000001',
  customerId: 'c1',
  customerName: 'Asha',
  customerPhone: '9876543210',
  items: [],
  itemsTotalPaise: 10_000,
  deliveryChargePaise: 0,
  handlingChargePaise: 0,
  tipPaise: 0,
  donationPaise: 0,
  grandTotalPaise: 10_000,
  paymentMethod: 'UPI',
  status: 'pending_payment',
  paymentStatus: 'pending',
  address: { addressId: 'a1', contactName: 'Asha', contactPhone: null, details: 'Boring Road, Patna' },
  orderNotes: null,
  placedAt: '2026-11-25T10:00:00.000Z',
  estimatedDelivery: '2026-11-25T10:08:00.000Z',
  paymentId: 'p1',
  ...overrides,
});

export const placed = (overrides: Partial<OrderPlacedData> = {}): OrderEvent => ({ type: 'OrderPlaced', data: placedData(overrides) });

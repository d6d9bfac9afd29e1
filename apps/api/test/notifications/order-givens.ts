import { newObjectId } from '../../src/platform/ids/object-id.js';
import { EventStore, type RecordedEvent } from '../../src/platform/event-store/index.js';
import type { TestApp } from '../support/test-app.js';

// The event contract of ordering and payments, appended directly as those contexts would.

let lastNumber = 900_000;

export function orderPlaced(order: { orderId?: string; orderNumber?: string; customerId: string; customerName?: string; grandTotalPaise?: number; paymentMethod?: 'COD' | 'CARD' | 'UPI' }) {
  const orderId = order.orderId ?? newObjectId();
  const paymentMethod = order.paymentMethod ?? 'COD';
  const grandTotalPaise = order.grandTotalPaise ?? 15200;
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber: order.orderNumber ?? `JP-${++lastNumber}`,
      customerId: order.customerId,
      customerName: order.customerName ?? 'Asha Kumari',
      customerPhone: '9876543210',
      items: [{ productId: newObjectId(), name: 'Amul Taaza Milk', image: 'https://img.example/milk.png', variant: '500 ml', pricePaise: 15000, quantity: 1 }],
      itemsTotalPaise: grandTotalPaise - 200,
      deliveryChargePaise: 0,
      handlingChargePaise: 200,
      tipPaise: 0,
      donationPaise: 0,
      grandTotalPaise,
      paymentMethod,
      status: paymentMethod === 'COD' ? 'confirmed' : 'pending_payment',
      paymentStatus: 'pending',
      address: { addressId: newObjectId(), contactName: 'Asha', contactPhone: null, details: 'Boring Road, Patna' },
      orderNotes: null,
      placedAt: new Date().toISOString(),
      estimatedDelivery: new Date(Date.now() + 8 * 60_000).toISOString(),
    },
  };
}

export const orderStream = (orderId: string) => ({ streamId: `order-${orderId}`, streamType: 'order' });
export const paymentStream = (paymentId: string) => ({ streamId: `payment-${paymentId}`, streamType: 'payment' });

export async function placeOrder(shop: TestApp, customerId: string, options: Omit<Parameters<typeof orderPlaced>[0], 'customerId'> = {}): Promise<{ orderId: string; orderNumber: string; event: RecordedEvent }> {
  const placed = orderPlaced({ ...options, customerId });
  const [event] = await shop.app.get(EventStore).append(orderStream(placed.data.orderId), 'no_stream', [placed], { actorId: customerId, role: 'customer' });
  return { orderId: placed.data.orderId, orderNumber: placed.data.orderNumber, event };
}

export async function payOrder(shop: TestApp, orderId: string, amountPaise: number, method = 'UPI'): Promise<RecordedEvent> {
  const paymentId = newObjectId();
  const [event] = await shop.app.get(EventStore).append(
    paymentStream(paymentId),
    'any',
    [{ type: 'PaymentSucceeded', data: { paymentId, orderId, method, amountPaise, provider: 'sandbox', providerReference: `ref_${paymentId}` } }],
    { actorId: null, role: 'system' },
  );
  return event;
}

export async function failPayment(shop: TestApp, orderId: string, reason: string, method = 'CARD'): Promise<RecordedEvent> {
  const paymentId = newObjectId();
  const [event] = await shop.app.get(EventStore).append(
    paymentStream(paymentId),
    'any',
    [{ type: 'PaymentFailed', data: { paymentId, orderId, method, amountPaise: 15200, provider: 'sandbox', reason } }],
    { actorId: null, role: 'system' },
  );
  return event;
}

export async function changeStatus(shop: TestApp, orderId: string, from: string, to: string): Promise<RecordedEvent> {
  const [event] = await shop.app.get(EventStore).append(orderStream(orderId), 'any', [{ type: 'OrderStatusChanged', data: { orderId, from, to } }], { role: 'admin' });
  return event;
}

export async function changePaymentStatus(shop: TestApp, orderId: string, from: string, to: string): Promise<RecordedEvent> {
  const [event] = await shop.app.get(EventStore).append(orderStream(orderId), 'any', [{ type: 'OrderPaymentStatusChanged', data: { orderId, from, to } }], { role: 'system' });
  return event;
}

export async function acceptForDelivery(shop: TestApp, orderId: string, rider: { id: string; name: string }): Promise<RecordedEvent> {
  const [event] = await shop.app.get(EventStore).append(
    orderStream(orderId),
    'any',
    [{ type: 'OrderAcceptedForDelivery', data: { orderId, riderId: rider.id, riderName: rider.name } }],
    { actorId: rider.id, role: 'delivery' },
  );
  return event;
}

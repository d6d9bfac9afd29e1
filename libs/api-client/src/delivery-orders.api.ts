import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';
import type { OneOrder } from './orders.api.js';
import { segment } from './path-segment.js';

/** `ready`: confirmed or being packed, not yet taken by a rider; `mine`: taken by the caller and not yet delivered. */
export type DeliveryOrders = Schemas['DeliveryOrders'];

/** A rider's calls: take a ready order, pick it up, hand it over (a COD order is paid at the door). */
export function deliveryOrdersApi(http: HttpClient) {
  const step = (action: 'accept' | 'picked-up' | 'delivered') => (orderId: string) =>
    http.put<OneOrder>(`/delivery/orders/${segment(orderId)}/${action}`);
  return {
    list: () => http.get<DeliveryOrders>('/delivery/orders'),
    accept: step('accept'),
    pickedUp: step('picked-up'),
    delivered: step('delivered'),
  };
}

export type DeliveryOrdersApi = ReturnType<typeof deliveryOrdersApi>;

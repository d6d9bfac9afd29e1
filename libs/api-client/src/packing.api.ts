import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';
import { segment } from './path-segment.js';

/** An order as the packing floor sees it: lines and what became of each, the bill after packing (rupees). */
export type PackingOrder = Schemas['PackingOrderView'];
export type PackingLine = Schemas['PackingLineView'];
export type PackingLineOutcome = PackingLine['outcome'];
/** Confirmed and being-packed orders, oldest first, with the server's time for the timers. */
export type PackingQueue = Schemas['PackingQueueView'];
export type OnePackingOrder = Schemas['OnePackingOrder'];

/** The packing floor's calls (packers and admins): the queue, one order, claim, pick, short, substitute, finish. */
export function packingApi(http: HttpClient) {
  const order = (orderId: string) => `/packing/orders/${segment(orderId)}`;
  const line = (orderId: string, productId: string) => `${order(orderId)}/lines/${segment(productId)}`;
  return {
    queue: () => http.get<PackingQueue>('/packing/orders'),
    get: (orderId: string) => http.get<OnePackingOrder>(order(orderId)),
    claim: (orderId: string) => http.post<OnePackingOrder>(`${order(orderId)}/claim`),
    pick: (orderId: string, productId: string) => http.post<OnePackingOrder>(`${line(orderId, productId)}/pick`),
    short: (orderId: string, productId: string, missing: number) => http.post<OnePackingOrder>(`${line(orderId, productId)}/short`, { missing }),
    substitute: (orderId: string, productId: string, substituteId: string) => http.post<OnePackingOrder>(`${line(orderId, productId)}/substitute`, { productId: substituteId }),
    finish: (orderId: string) => http.post<OnePackingOrder>(`${order(orderId)}/finish`),
  };
}

export type PackingApi = ReturnType<typeof packingApi>;

import { describe, expect, it } from 'vitest';
import { ApiError, type OneOrder } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { loadOrderDetail, orderDetailMessages } from './order-detail-load';

const order = { _id: '6650f3a2b1c4d5e6f7a8b9c0', status: 'confirmed', items: [], grandTotal: 12, address: { details: 'Boring Road, Patna' } } as unknown as OneOrder['order'];
const answering = (answer: () => Promise<unknown>) => ({ get: answer as () => Promise<OneOrder> });
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => serverMessage(error, 'fallback'));

describe('loadOrderDetail', () => {
  it("returns the order of the server's answer", async () => {
    await expect(loadOrderDetail(answering(async () => ({ success: true, order })), order._id)).resolves.toEqual({ ...order, packing: null });
  });

  it('says "not found" for a missing or foreign order, a bad id and a malformed answer', async () => {
    for (const answer of [
      () => Promise.reject(new ApiError(404, 'Order not found')),
      () => Promise.reject(new ApiError(400, 'orderId must be 24 hex characters')),
      async () => ({ success: true, order: { _id: 1 } }),
      async () => ({ success: true }),
      async () => null,
    ]) {
      expect(await failureOf(loadOrderDetail(answering(answer), 'x'))).toBe(orderDetailMessages.notFound);
    }
  });

  it('says "failed to load" for anything else, the network included', async () => {
    expect(await failureOf(loadOrderDetail(answering(() => Promise.reject(new ApiError(500, 'boom'))), 'x'))).toBe(orderDetailMessages.failed);
    expect(await failureOf(loadOrderDetail(answering(() => Promise.reject(new ApiError(0, 'offline'))), 'x'))).toBe(orderDetailMessages.failed);
  });
});

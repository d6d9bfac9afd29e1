import { HttpResponse, type HttpHandler } from 'msw';
import type { OnePackingOrder, PackingOrder } from '../../packing.api.js';
import { type Endpoint, errorReply, type ErrorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { PACKING_NOW, packerFixture, packingQueueFixtures } from '../fixtures/packing.js';

export const packingEndpoints: readonly Endpoint[] = [
  ['get', '/packing/orders'],
  ['get', '/packing/orders/:id'],
  ['post', '/packing/orders/:id/claim'],
  ['post', '/packing/orders/:id/lines/:productId/pick'],
  ['post', '/packing/orders/:id/lines/:productId/short'],
  ['post', '/packing/orders/:id/lines/:productId/substitute'],
  ['post', '/packing/orders/:id/finish'],
];

/** The packing floor as the API keeps it (one packer per order, each line decided once), over a copy of `orders`. */
export function packingHandlers(orders: readonly PackingOrder[] = packingQueueFixtures, now = PACKING_NOW): HttpHandler[] {
  const floor = structuredClone([...orders]) as PackingOrder[];
  const find = (id: string) => floor.find((o) => o._id === id);
  const change = (id: string, apply: (order: PackingOrder) => ErrorReply | null): ErrorReply | HttpResponse<OnePackingOrder> => {
    const order = find(id);
    if (!order) return errorReply(404, 'Order not found');
    return apply(order) ?? HttpResponse.json<OnePackingOrder>({ success: true, order });
  };
  const mine = (order: PackingOrder): ErrorReply | null => {
    if (!order.packer) return errorReply(409, 'Claim this order before packing it');
    if (order.packer._id !== packerFixture._id) return errorReply(409, `${order.packer.name} is packing this order`);
    return null;
  };
  const line = (order: PackingOrder, productId: string) => order.lines.find((l) => l.productId === productId);
  return [
    api.get('/packing/orders', () => HttpResponse.json({ orders: floor.filter((o) => o.status !== 'packed'), now })),
    api.get('/packing/orders/{id}', ({ params }) => change(params.id, () => null)),
    api.post('/packing/orders/{id}/claim', ({ params }) =>
      change(params.id, (order) => {
        if (order.packer && order.packer._id !== packerFixture._id) return errorReply(409, `${order.packer.name} is already packing this order`);
        order.packer = packerFixture;
        order.status = 'preparing';
        return null;
      }),
    ),
    api.post('/packing/orders/{id}/lines/{productId}/pick', ({ params }) =>
      change(params.id, (order) => {
        const refused = mine(order);
        const picked = line(order, params.productId);
        if (refused || !picked) return refused ?? errorReply(404, 'This order has no such line');
        picked.outcome = 'picked';
        return null;
      }),
    ),
    api.post('/packing/orders/{id}/lines/{productId}/short', async ({ params, request }) => {
      const { missing } = await request.json();
      return change(params.id, (order) => {
        const refused = mine(order);
        const short = line(order, params.productId);
        if (refused || !short) return refused ?? errorReply(404, 'This order has no such line');
        if (!Number.isInteger(missing) || missing < 1 || missing > short.quantity) return errorReply(400, `missing must be a whole number from 1 to ${short.quantity}`);
        Object.assign(short, { outcome: 'short', missing, takenOff: short.price * missing });
        order.takenOff = order.lines.reduce((sum, l) => sum + l.takenOff, 0);
        order.amountDue = order.grandTotal - order.takenOff;
        return null;
      });
    }),
    api.post('/packing/orders/{id}/lines/{productId}/substitute', () => errorReply(409, 'No substitute on this shelf')),
    api.post('/packing/orders/{id}/finish', ({ params }) =>
      change(params.id, (order) => {
        const refused = mine(order);
        if (refused) return refused;
        const left = order.lines.filter((l) => l.outcome === 'pending').length;
        if (left > 0) return errorReply(409, `${left} ${left === 1 ? 'line is' : 'lines are'} still to pick`);
        order.status = 'packed';
        return null;
      }),
    ),
  ];
}

export const packingEmptyHandlers = () => packingHandlers([]);
export const packingErrorHandlers = (msg?: string, status?: number) => failingHandlers(packingEndpoints, msg, status);
export const packingLoadingHandlers = () => loadingHandlers(packingEndpoints);

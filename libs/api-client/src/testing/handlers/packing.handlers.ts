import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { OnePackingOrder, PackingLine, PackingOrder } from '../../packing.api.js';
import { type Endpoint, errorReply, type ErrorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { PACKING_NOW, packerFixture, packingQueueFixtures } from '../fixtures/packing.js';
import { productFixtures } from '../fixtures/products.js';
import type { Product } from '../../products.api.js';

export const packingEndpoints: readonly Endpoint[] = [
  ['get', '/packing/orders'],
  ['get', '/packing/orders/:id'],
  ['post', '/packing/orders/:id/claim'],
  ['post', '/packing/orders/:id/lines/:productId/pick'],
  ['post', '/packing/orders/:id/lines/:productId/short'],
  ['post', '/packing/orders/:id/lines/:productId/substitute'],
  ['post', '/packing/orders/:id/finish'],
];

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** The API's substitute rule (packing.decider.ts, then the shelf's reservation), with its refusals' words. */
function substituteRefusal(order: PackingOrder, ordered: Product | undefined, substitute: Product | undefined, quantity: number, price: number): ErrorReply | null {
  if (!ordered || !substitute) return errorReply(404, 'No such product to put in instead');
  if (substitute._id === ordered._id) return errorReply(400, 'A line cannot be substituted by the same product');
  if (order.lines.some((l) => l.productId === substitute._id)) return errorReply(409, `${substitute.name} is already in this order: mark this line short instead`);
  if (substitute.category !== ordered.category) return errorReply(409, `A substitute must be of the same category (${ordered.category}), not ${substitute.category}`);
  if (substitute.price > price) return errorReply(409, `A substitute must cost the same or less: ${substitute.name} is ${rupees(substitute.price)}, ${ordered.name} was ${rupees(price)}`);
  if (substitute.available < quantity) return errorReply(409, `Not enough stock: ${substitute.name} (${substitute.available} left)`);
  return null;
}

/**
 * The packing floor as the API keeps it (one packer per order, each line decided once), over a copy of
 * `orders`; a substitute is looked up on `shelf` (the catalog fixtures unless a story's shelf differs).
 */
export function packingHandlers(orders: readonly PackingOrder[] = packingQueueFixtures, now = PACKING_NOW, shelf: readonly Product[] = productFixtures): HttpHandler[] {
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
  /** A change to one line of an order this packer holds: refused as the API refuses it otherwise. */
  const changeLine = (id: string, productId: string, apply: (order: PackingOrder, line: PackingLine) => ErrorReply | null) =>
    change(id, (order) => {
      const refused = mine(order);
      const found = order.lines.find((l) => l.productId === productId);
      if (refused || !found) return refused ?? errorReply(404, 'This order has no such line');
      return apply(order, found);
    });
  const rebill = (order: PackingOrder) => {
    order.takenOff = order.lines.reduce((sum, l) => sum + l.takenOff, 0);
    order.amountDue = order.grandTotal - order.takenOff;
  };
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
      changeLine(params.id, params.productId, (_order, picked) => {
        picked.outcome = 'picked';
        return null;
      }),
    ),
    api.post('/packing/orders/{id}/lines/{productId}/short', async ({ params, request }) => {
      const { missing } = await request.json();
      return changeLine(params.id, params.productId, (order, short) => {
        if (!Number.isInteger(missing) || missing < 1 || missing > short.quantity) return errorReply(400, `missing must be a whole number from 1 to ${short.quantity}`);
        Object.assign(short, { outcome: 'short', missing, takenOff: short.price * missing });
        rebill(order);
        return null;
      });
    }),
    api.post('/packing/orders/{id}/lines/{productId}/substitute', async ({ params, request }) => {
      const { productId } = await request.json();
      return changeLine(params.id, params.productId, (order, ordered) => {
        const substitute = shelf.find((p) => p._id === productId);
        const refusal = substituteRefusal(order, shelf.find((p) => p._id === ordered.productId), substitute, ordered.quantity, ordered.price);
        if (refusal || !substitute) return refusal;
        const { _id, name, nameHi, image, variant, price } = substitute;
        Object.assign(ordered, { outcome: 'substituted', substitute: { productId: _id, name, nameHi, image, variant, price }, takenOff: Math.round((ordered.price - price) * ordered.quantity * 100) / 100 });
        rebill(order);
        return null;
      });
    }),
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

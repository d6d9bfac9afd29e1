import type { SqlClient } from '../database/sql-transaction.js';
import { type InlineProjection, InlineProjections } from './inline-projections.js';
import type { RecordedEvent } from './event.types.js';

// docs/decisions.md#event-with-commit: an event goes with the COMMIT only when none of its read models
// reads anything before it: its stream's own state row that reads nothing the database assigns, or a
// projection that only writes for that type. Any other reader keeps it (and its writes) in place.
const projection = (name: string, eventTypes: string[], more: Partial<InlineProjection> = {}): InlineProjection => ({
  name,
  eventTypes,
  tables: [name],
  apply: async () => {},
  ...more,
});
const stateRow = (streamType: string, assignedUnread?: true) => ({
  streamType,
  readStatement: () => ({ name: 'x', text: 'SELECT 1', params: [], args: [] }),
  fromRows: () => null,
  write: async () => {},
  ...(assignedUnread ? { assignedUnread } : {}),
});

const shop = (...projections: InlineProjection[]) => {
  const registry = new InlineProjections();
  for (const p of projections) registry.register(p);
  return registry;
};

describe('which events go with the COMMIT', () => {
  const orderView = projection('orders_view', ['OrderPlaced', 'OrderStatusChanged'], { writesOnly: ['OrderPlaced'] });
  const ledger = projection('money_orders', ['OrderPlaced', 'OrderStatusChanged'], { writesOnly: ['OrderPlaced'] });
  const cartView = projection('cart_view', ['CartLineSet'], { streamState: stateRow('cart', true) });

  it('an event whose every read model only writes for it, or is its state row reading nothing assigned', () => {
    const registry = shop(orderView, ledger, cartView);
    expect(registry.sendableWithCommit('order', ['OrderPlaced'])).toBe(true);
    expect(registry.sendableWithCommit('cart', ['CartLineSet'])).toBe(true);
    // Read by no projection at all: nothing waits for its answer.
    expect(registry.sendableWithCommit('order', ['OrderNoted'])).toBe(true);
  });

  it('not an event one of whose read models reads first', () => {
    expect(shop(orderView, ledger).sendableWithCommit('order', ['OrderStatusChanged'])).toBe(false);
    expect(shop(orderView, projection('packing_view', ['OrderPlaced'])).sendableWithCommit('order', ['OrderPlaced'])).toBe(false);
    // A state row that reads what the database assigns, and a state row of another stream's type.
    expect(shop(projection('cart_view', ['CartLineSet'], { streamState: stateRow('cart') })).sendableWithCommit('cart', ['CartLineSet'])).toBe(false);
    expect(shop(cartView).sendableWithCommit('order', ['CartLineSet'])).toBe(false);
  });

  it('hands a writes-only projection the client its writes go to, and its reads the transaction', async () => {
    const calls: string[] = [];
    const client = (name: string): SqlClient => ({ query: async <T>() => (calls.push(name), [] as T) });
    const writer = projection('orders_view', ['OrderPlaced'], {
      writesOnly: ['OrderPlaced'],
      apply: async (tx, _events, writes = tx) => void (await writes.query('INSERT')),
    });
    const event = { type: 'OrderPlaced', streamId: 'order-1', streamType: 'order', streamVersion: 1 } as RecordedEvent;
    await shop(writer).applyFolded(client('tx'), [event], { streamType: 'order', state: {} }, client('closing'), client('closing'));
    expect(calls).toEqual(['closing']);
  });
});

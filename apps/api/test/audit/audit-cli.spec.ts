import { DataSource } from 'typeorm';
import { auditCommand } from '../../src/cli/audit-command.js';
import { rebuildCommand } from '../../src/cli/rebuild-command.js';
import { EventStore, InlineProjections, StreamModels } from '../../src/platform/event-store/index.js';
import { added, createTallyView, tallyModel, tallyProjection, tallyStream } from '../support/tally.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the command-line tools', () => {
  let shop: TestApp;
  let lines: string[];
  const print = (line: string) => lines.push(line);

  beforeAll(async () => {
    shop = await startTestApp();
    const db = shop.app.get(DataSource);
    await createTallyView(db);
    shop.app.get(InlineProjections).register(tallyProjection);
    shop.app.get(StreamModels).register('tally', tallyModel);
    const store = shop.app.get(EventStore);
    for (let i = 0; i < 30; i++) await store.append(tallyStream(`cli-${i % 4}`), 'any', [added(i)], { actorId: `u${i}`, role: 'customer' });
    await store.append({ streamId: 'order-o1', streamType: 'order' }, 'no_stream', [{ type: 'OrderNoted', data: { orderId: 'o1' } }], { actorId: 'c1', role: 'customer', commandId: 'cmd-1' });
    await store.append({ streamId: 'payment-p1', streamType: 'payment' }, 'no_stream', [{ type: 'PaymentNoted', data: { orderId: 'o1' } }], { causationId: 'cmd-1' });
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    lines = [];
  });

  it('rebuild replays every event with progress and reports the read models identical', async () => {
    const progress: [number, number][] = [];
    const report = await rebuildCommand(shop.app, print, (done, total) => progress.push([done, total]));
    expect(report).toMatchObject({ processed: 30, total: 30 });
    expect(report?.tables).toContainEqual(expect.objectContaining({ table: 'test_tally_view', rows: 4, identical: true, differing: 0 }));
    expect(progress.at(-1)).toEqual([30, 30]);
    expect(lines.join('\n')).toMatch(/Replayed 30 events in .* events\/s\), and swapped the rebuilt tables in\./);
    expect(lines).toContain('  test_tally_view (test-tally-view): 4 rows, identical to the live read model at the swap');
  });

  it('rebuild says when it repaired a read model that drifted', async () => {
    await shop.app.get(DataSource).query(`UPDATE test_tally_view SET total = total + 1 WHERE stream_id = 'tally-cli-0'`);
    const report = await rebuildCommand(shop.app, print, () => undefined);
    expect(report?.tables.find((t) => t.table === 'test_tally_view')?.identical).toBe(false);
    // One row drifted: it is one row, not one gone and one added.
    expect(lines).toContain('  test_tally_view (test-tally-view): 4 rows, DIFFERED from the live read model at the swap in 1 row, now repaired');
  });

  it('audit prints an order with its payments, actors and causes', async () => {
    await auditCommand(shop.app, { kind: 'order', id: 'o1', at: undefined }, print);
    const text = lines.join('\n');
    expect(text).toMatch(/order-o1 \(order\), 1 events\n {2}#1 \S+ OrderNoted by customer c1 \(cause cmd-1\)/);
    expect(text).toMatch(/payment-p1 \(payment\), 1 events\n {2}#1 \S+ PaymentNoted by system \(cause cmd-1\)/);
  });

  it('audit folds a stream to its state at a moment', async () => {
    await auditCommand(shop.app, { kind: 'stream', id: 'tally-cli-1', at: undefined }, print);
    expect(lines.join('\n')).toMatch(/state now:\n\s+\{\n\s+"total": 120,\n\s+"changes": 8/);
  });

  it.each([
    [{ kind: 'invoice', id: '1', at: undefined }, /usage: npm run audit/],
    [{ kind: 'order', id: undefined, at: undefined }, /usage: npm run audit/],
    [{ kind: 'order', id: 'o1', at: 'last tuesday' }, /--at must be an ISO 8601 time/],
    [{ kind: 'order', id: 'nope', at: undefined }, /no events for order nope/],
  ])('audit refuses %p with a clear message', async (args, message) => {
    await expect(auditCommand(shop.app, args, print)).rejects.toThrow(message);
  });
});

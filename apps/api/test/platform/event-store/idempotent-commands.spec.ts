import { DataSource } from 'typeorm';
import { EventStore, hashRequest, IdempotencyKeyReusedError, InlineProjections } from '../../../src/platform/event-store/index.js';
import { added, createTallyView, tallyModel, tallyProjection, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('EventStore.handle', () => {
  let shop: TestApp;
  let store: EventStore;
  beforeAll(async () => {
    shop = await startTestApp();
    store = shop.app.get(EventStore);
    await createTallyView(shop.app.get(DataSource));
    shop.app.get(InlineProjections).register(tallyProjection);
  });
  afterAll(() => shop.close());

  const addOnce = (id: string, amount: number, key?: string, payload: unknown = { amount }) =>
    store.handle(tallyStream(id), tallyModel, () => [added(amount)], {
      metadata: { actorId: 'tester', idempotencyKey: key },
      idempotency: key ? { scope: `tally:${id}`, key, requestHash: hashRequest(payload) } : undefined,
      respond: ({ state, version }) => ({ total: state.total, version }),
    });

  const view = async (id: string) =>
    (await shop.app.get(DataSource).query(`SELECT total, version FROM test_tally_view WHERE stream_id = $1`, [`tally-${id}`]))[0];

  it('folds, decides, appends and projects in one step', async () => {
    const outcome = await addOnce('h1', 4);
    expect(outcome).toMatchObject({ response: { total: 4, version: 1 }, replayed: false });
    expect(await view('h1')).toEqual({ total: 4, version: 1 });
  });

  it('gives 20 parallel requests with one key exactly one effect and the same answer', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => addOnce('h2', 7, 'key-1')));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => JSON.stringify(o.response)))).toEqual(new Set(['{"total":7,"version":1}']));
    expect(await store.readStream('tally-h2')).toHaveLength(1);
    expect(await view('h2')).toEqual({ total: 7, version: 1 });
  });

  it('refuses the same key with a different payload', async () => {
    await addOnce('h3', 1, 'key-2');
    await expect(addOnce('h3', 2, 'key-2')).rejects.toThrow(IdempotencyKeyReusedError);
    expect(await store.readStream('tally-h3')).toHaveLength(1);
  });

  it('keeps keys of different scopes apart', async () => {
    await addOnce('h4', 1, 'shared-key');
    await addOnce('h5', 1, 'shared-key');
    expect(await store.readStream('tally-h5')).toHaveLength(1);
  });

  it('records nothing when a decision is refused', async () => {
    const refuse = () => {
      throw new Error('not allowed');
    };
    await expect(store.handle(tallyStream('h6'), tallyModel, refuse, { metadata: {}, respond: () => null })).rejects.toThrow('not allowed');
    expect(await store.readStream('tally-h6')).toHaveLength(0);
  });

  it('rolls the events back when a projection fails: a 200 means both are durable', async () => {
    const projections = shop.app.get(InlineProjections);
    projections.register({
      name: 'failing-once',
      eventTypes: ['TallyReset'],
      tables: [],
      apply: async () => {
        throw new Error('projection broke');
      },
    });
    const reset = () => [{ type: 'TallyReset', data: {} }];
    await expect(store.handle(tallyStream('h1'), tallyModel, reset, { metadata: {}, respond: () => null })).rejects.toThrow('projection broke');
    expect(await store.readStream('tally-h1')).toHaveLength(1);
    expect(await view('h1')).toEqual({ total: 4, version: 1 });
  });
});

describe('hashRequest', () => {
  it('ignores key order but not values', () => {
    expect(hashRequest({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashRequest({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(hashRequest({ a: 1 })).not.toBe(hashRequest({ a: 2 }));
    expect(hashRequest([1, 2])).not.toBe(hashRequest([2, 1]));
  });
});

import fc from 'fast-check';
import { canonicalJson } from './canonical-json.js';
import { eventHash, GENESIS_HASH } from './event-hash.js';

/**
 * The definition, as the hash chain was first written with it (until 2026-12-01): every stored hash
 * was made through this form, so the faster one must give the very same text for every value.
 */
function definition(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : definition(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${definition(item)}`).join(',')}}`;
}

// Any JSON value, and objects with undefined members and arrays with undefined items, as handlers build them before storing.
const withUndefined = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ unit: 'binary' }), tie('value'), { maxKeys: 6 }),
})).value;

describe('canonicalJson', () => {
  it('writes what the definition writes, for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => canonicalJson(value) === definition(value)), { numRuns: 2_000 });
  });

  it('writes what the definition writes with undefined members and items, and any member names', () => {
    fc.assert(fc.property(withUndefined, (value) => canonicalJson(value) === definition(value)), { numRuns: 2_000 });
  });

  it('orders member names by UTF-16 code units, digits as text, and writes what JSON.stringify writes inside', () => {
    const value = { '€': 1, '\r': 2, '10': 3, '2': 4, B: 5, a: 6, note: 'line\nbreak \u2028 😀', n: [-0, 1e21, 0.1, null, true], gone: undefined };
    expect(canonicalJson(value)).toBe('{"\\r":2,"10":3,"2":4,"B":5,"a":6,"n":[0,1e+21,0.1,null,true],"note":"line\\nbreak \u2028 😀","€":1}');
  });
});

describe('eventHash', () => {
  // Computed with the hash as first written (one update per field and per length, the definition's JSON):
  // a stored chain made then must verify now.
  it('gives the hash the chain was first written with', () => {
    const data = {
      orderId: '6f1c0e2a-0000-4000-8000-000000000001',
      customerName: { v: 1, kid: 'c1', iv: 'aXY=', ct: 'Y3Q=', tag: 'dGFn' },
      items: [{ productId: 'p1', name: 'दूध "Taaza" 500ml', pricePaise: 2900, quantity: 2 }, null, true, -0, 1e21, 0.1],
      note: 'line\nbreak \u2028 😀',
      '€': 1,
      '\r': 2,
      '10': 3,
      '2': 4,
      B: 5,
      a: 6,
      empty: {},
      list: [],
    };
    const event = { streamId: 'order-1', streamVersion: 1, eventId: '6F1C0E2A-0000-4000-8000-000000000001', type: 'OrderPlaced', schemaVersion: 3, data, metadata: { actorId: 'u1', requestId: 'r1' } };
    expect(eventHash(GENESIS_HASH, event).toString('hex')).toBe('df3f3e8af0c00175e44ad4bccfe2a1d74abb595aaf177b71623884de4bc4e28b');
  });
});

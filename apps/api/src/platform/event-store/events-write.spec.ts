import { GENESIS_HASH } from './event-hash.js';
import { eventsWrite } from './events-write.js';
import { Upcasters } from './upcasters.js';

// docs/decisions.md#event-with-commit: an event sent with the COMMIT exists before the database has given
// it a position and a time; a reader that asks for them then gets an error, never a guess.
describe('an event written with the COMMIT', () => {
  const write = () =>
    eventsWrite(new Upcasters(), { streamId: 'cart-customer-1', streamType: 'cart' }, { version: 4, headHash: GENESIS_HASH }, [{ type: 'CartLineSet', data: { productId: 'p1', quantity: 2 } }], { userId: 'u1' });

  it('has what was written at once, and refuses its position and time until they are assigned', () => {
    const { recorded, assign } = write().pending();
    const [event] = recorded;
    expect(event).toMatchObject({ streamId: 'cart-customer-1', streamType: 'cart', streamVersion: 5, type: 'CartLineSet', data: { productId: 'p1', quantity: 2 }, metadata: { userId: 'u1' } });
    expect(() => event.globalPosition).toThrow(/known only once it commits/);
    expect(() => event.recordedAt).toThrow(/known only once it commits/);

    assign([{ event_id: event.eventId, global_position: '42', transaction_id: '9001', recorded_at: '2026-12-01T02:40:00.123456Z' }]);
    expect(event).toMatchObject({ globalPosition: '42', transactionId: '9001', recordedAt: new Date('2026-12-01T02:40:00.123Z') });
  });

  it('gives each event a time-ordered id (UUID version 7), so the log’s event_id index grows at its end', () => {
    const before = Date.now();
    const { recorded } = write().pending();
    const millis = parseInt(recorded[0].eventId.replace(/-/g, '').slice(0, 12), 16);
    expect(recorded[0].eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('refuses rows that are not its own', () => {
    const { assign } = write().pending();
    expect(() => assign([])).toThrow(/was not written/);
  });

  it('writes the stream row and the event in one statement whose parameters a literal can carry', () => {
    const { text, params } = write();
    expect(text).toMatch(/^WITH stream AS \(UPDATE es_streams .*\)\s+INSERT INTO es_events/s);
    expect(params.every((param) => ['string', 'number'].includes(typeof param) || Buffer.isBuffer(param))).toBe(true);
  });
});

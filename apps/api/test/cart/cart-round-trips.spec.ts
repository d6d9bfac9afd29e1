// docs/decisions.md#event-with-commit: a cart command costs two round trips to PostgreSQL: BEGIN with the
// cart's lock and row, then its event, the row written from the decided state and COMMIT, together.
// This spec records what a cart add sends, so a change that adds a round trip shows here, not only as a
// slower bench/cart. PostgreSQL only (as npm test runs it): what it counts is node-postgres's sends.
import { Sql } from '../../src/platform/database/sql-transaction.js';
import { locksStatement, streamLock } from '../../src/platform/event-store/lock-keys.js';
import { userWithToken } from '../support/identity-helpers.js';
import { batchStatements, sentWhile } from '../support/sent-to-database.js';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

describe('what a cart add sends to the database', () => {
  let shop: TestApp;
  let customer: Record<string, string>;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    customer = (await userWithToken(shop, 'customer')).auth;
    productId = ((await jsonOf(await shop.request('/api/products'))) as { _id: string }[])[0]._id;
  });
  afterAll(() => shop.close());

  const add = (quantity: number) =>
    shop.request('/api/cart/add', { method: 'POST', headers: { ...customer, 'content-type': 'application/json' }, body: JSON.stringify({ productId, quantity }) });

  it('sends its event with the COMMIT, beside the cart row: two round trips for the command', async () => {
    expect((await add(1)).status).toBe(200); // the cart begun
    const { sent: all, result: response } = await sentWhile(() => add(3));
    const sent = all.map(({ text }) => text);
    expect(response.status).toBe(200);

    const sql = shop.app.get(Sql);
    const [event]: { stream_id: string; stream_version: string; recorded_at: Date }[] = await sql.query(
      `SELECT stream_id, stream_version::text AS stream_version, recorded_at FROM es_events WHERE stream_type = 'cart' ORDER BY global_position DESC LIMIT 1`,
    );
    // Everything that named the cart's stream: its lock and row with BEGIN, then the rest with COMMIT.
    const forCart = sent.filter((text) => text.includes(event.stream_id));
    expect(forCart).toHaveLength(2);
    // The opening: BEGIN, the cart's lock, and the cart's row read with its stream's row (version, type, head
    // hash), which is all the stream's version the command needs: no read of es_streams of its own.
    expect(batchStatements(forCart[0])).toEqual([
      'BEGIN',
      `EXECUTE ${locksStatement([streamLock(event.stream_id)]).name}(ARRAY['${event.stream_id}']::text[], ARRAY['0']::text[])`,
      expect.stringMatching(new RegExp(`^EXECUTE jx_\\w+\\('${event.stream_id}'\\)$`)),
    ]);
    expect(forCart[1]).toMatch(/COMMIT$/);
    // The event (with its stream row), the cart row, COMMIT; and a PREPARE before each statement this connection had not prepared.
    expect(batchStatements(forCart[1])).toEqual([expect.stringMatching(/^EXECUTE /), expect.stringMatching(/^EXECUTE /), 'COMMIT']);

    // The row's time is the event's, to the millisecond, as a rebuild writes it (rebuild-compare).
    const [row]: { version: string; updated_at: Date }[] = await sql.query(`SELECT version::text AS version, updated_at FROM cart_view WHERE cart_id = $1`, [event.stream_id]);
    expect(row).toEqual({ version: event.stream_version, updated_at: new Date(event.recorded_at.getTime()) });
  });
});

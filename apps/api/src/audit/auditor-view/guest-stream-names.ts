import { createHash } from 'node:crypto';
import type { Sql } from '../../platform/database/sql-transaction.js';

// Guest carts made before issue 16 were named `cart-guest-<Guest-Token>`: the log is immutable and
// hash-chained over stream ids, so those names stay, and auditors see them under the hashed name new
// carts get (sha256 of the token, as cart-owner's guestCartKey): docs/decisions.md#guest-cart-keys.
const TOKEN_NAMED = /^cart-guest-([0-9a-f]{32})$/;
const HASH_NAMED = /^cart-guest-[0-9a-f]{64}$/;

/** The name an auditor is shown for a stream: a token-named guest cart under its hash, anything else as is. */
export function shownStreamId(streamId: string): string {
  const token = TOKEN_NAMED.exec(streamId)?.[1];
  return token ? `cart-guest-${createHash('sha256').update(token, 'utf8').digest('hex')}` : streamId;
}

/**
 * The stored name behind a name an auditor asked for: a hashed guest cart name may stand for an old
 * token-named stream, found by hashing the old names in SQL (a scan of guest cart streams, audit only).
 * A token-named id asked for directly is refused: auditors never name carts by their secret.
 */
export async function storedStreamId(db: Sql, asked: string): Promise<string | null> {
  if (TOKEN_NAMED.test(asked)) return null;
  if (!HASH_NAMED.test(asked)) return asked;
  const [row]: { stream_id: string }[] = await db.query(
    `SELECT stream_id FROM es_streams
      WHERE stream_id = $1
         OR (stream_id LIKE 'cart-guest-%' AND length(stream_id) = 43
             AND 'cart-guest-' || encode(sha256(convert_to(substr(stream_id, 12), 'UTF8')), 'hex') = $1)
      ORDER BY length(stream_id) DESC LIMIT 1`,
    [asked],
  );
  return row?.stream_id ?? asked;
}

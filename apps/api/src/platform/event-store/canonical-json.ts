/**
 * JSON with object keys sorted by UTF-16 code units and no spaces, numbers and strings as
 * JSON.stringify writes them: the RFC 8785 (JCS) form for the values JSON can hold. jsonb keeps its
 * own key order, so hashing the parsed value this way is what makes "hash what is stored" repeatable
 * (event-hash.ts), and a request body's hash independent of its key order (idempotency.ts).
 * An undefined object member is left out and an undefined array item is `null`, as JSON.stringify does.
 *
 * Written as loops over one string: every event a command writes is hashed, and a placed order's is
 * 2 kB of JSON; the form with Object.entries, filter, map and join took about twice as long (40–62
 * against 21–35 µs for an OrderPlaced on a slow day, 2026-12-01), and `npm run audit -- verify` pays it
 * for every event in the log.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) out += ',';
      out += item === undefined ? 'null' : canonicalJson(item);
    }
    return out + ']';
  }
  // The default sort compares UTF-16 code units, which is JCS's order.
  const keys = Object.keys(value).sort();
  let out = '{';
  for (const key of keys) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    if (out.length > 1) out += ',';
    out += quotedKey(key) + ':' + canonicalJson(item);
  }
  return out + '}';
}

// Events of one type repeat the same few member names: each is escaped once. Bounded in number and in
// length, as a request body's names are the client's to choose; any other name is escaped each time.
const QUOTED_KEYS_MAX = 10_000;
const QUOTED_KEY_LENGTH_MAX = 64;
const quotedKeys = new Map<string, string>();

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_KEYS_MAX && key.length <= QUOTED_KEY_LENGTH_MAX) quotedKeys.set(key, quoted);
  }
  return quoted;
}

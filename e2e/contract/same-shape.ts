/**
 * Where `real` (an API answer) and `fixture` (the MSW handlers' answer to the same call) differ in
 * shape: a key one has and the other lacks, or a value of another type. Values are not compared.
 * Arrays are compared by their first items; null matches any type (nullable fields).
 */
export function shapeDifferences(real: unknown, fixture: unknown, optionalKeys: ReadonlySet<string> = new Set(), path = '$'): string[] {
  if (real === null || fixture === null || real === undefined || fixture === undefined) return [];
  if (Array.isArray(real) || Array.isArray(fixture)) {
    if (!Array.isArray(real) || !Array.isArray(fixture)) return [`${path}: array on one side only`];
    return real.length && fixture.length ? shapeDifferences(real[0], fixture[0], optionalKeys, `${path}[0]`) : [];
  }
  if (typeof real !== typeof fixture) return [`${path}: ${typeof real} in the API, ${typeof fixture} in the fixture`];
  if (typeof real !== 'object') return [];
  const [a, b] = [real as Record<string, unknown>, fixture as Record<string, unknown>];
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!(key in a) || !(key in b)) {
      if (!optionalKeys.has(key)) differences.push(`${path}.${key}: only in the ${key in a ? 'API' : 'fixture'}`);
      continue;
    }
    differences.push(...shapeDifferences(a[key], b[key], optionalKeys, `${path}.${key}`));
  }
  return differences;
}

/** Fields the API sends only sometimes (docs/product.md §3 optional fields and per-call extras). */
export const OPTIONAL_KEYS = new Set(['email', 'customName', 'floor', 'landmark', 'contactPhone', 'msg', 'guestToken', 'paymentUrl', 'hidden']);

/** Throws with every difference listed, so one failure names them all. */
export function expectSameShape(call: string, real: unknown, fixture: unknown): void {
  const differences = shapeDifferences(real, fixture, OPTIONAL_KEYS);
  if (differences.length) throw new Error(`${call}: the handlers' answer differs from the API's:\n  ${differences.join('\n  ')}`);
}

import { createHmac } from 'node:crypto';
import { percentile } from '../shared/figures.mjs';

// The mixed shopper workload of issue 10: browse 70%, cart 25%, order 5%.
export const MIX = [
  ['browse', 0.7],
  ['cart', 0.25],
  ['order', 0.05],
];

export function pickKind(random = Math.random()) {
  let sum = 0;
  for (const [kind, share] of MIX) if (random < (sum += share)) return kind;
  return MIX.at(-1)[0];
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A login token as the API signs it, for an open session (bench/shared/sessions.mjs), made with the secret the bench gave the API. */
export function tokenFor(userId, sid, secret, role = 'customer') {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, role, sid, iat: now, exp: now + 7200, iss: 'jhatpat', aud: 'jhatpat-api' })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** p50/p99 and throughput of one step's samples, per kind and overall. */
export function summarise(samples, seconds) {
  const of = (list) => {
    const sorted = Float64Array.from(list.map((s) => s.ms)).sort();
    return { requests: list.length, perSecond: list.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: list.filter((s) => !s.ok).length };
  };
  return { all: of(samples), ...Object.fromEntries(MIX.map(([kind]) => [kind, of(samples.filter((s) => s.kind === kind))])) };
}

import { hmacSha256Hex, sameDigest } from './hmac.js';
import { WebhookRejectedError } from './webhook-rejected.error.js';

/** Stripe's scheme (shared notes §3.3): `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signTimestamped(secret: string, rawBody: string | Buffer, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${t}.`), Buffer.from(rawBody)]))}`;
}

/** Throws WebhookRejectedError unless one v1 matches and t is within 5 minutes of now (either way). */
export function verifyTimestamped(secret: string, header: string | undefined, rawBody: Buffer, now: Date = new Date()): void {
  if (!header) throw new WebhookRejectedError('Missing webhook signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const candidates = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v);
  if (!Number.isInteger(t) || candidates.length === 0) throw new WebhookRejectedError('Malformed webhook signature');
  const expected = hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${t}.`), rawBody]));
  // Several v1 values let a sender sign with the old and the new secret during a rotation.
  if (!candidates.some((candidate) => sameDigest(expected, candidate))) throw new WebhookRejectedError('Invalid webhook signature');
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRejectedError('Webhook timestamp is outside the 5-minute tolerance');
  }
}

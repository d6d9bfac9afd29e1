import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (secret: string, content: string | Buffer): string => createHmac('sha256', secret).update(content).digest('hex');

/** Constant-time comparison of two hex digests (length checked first, as timingSafeEqual requires). */
export function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { randomBytes } from 'node:crypto';

/**
 * Random bytes cut from one draw of the CSPRNG, `size` at a time, a fresh buffer each time the last is
 * spent (nothing handed out is ever written again): a randomBytes call of its own cost about 6 µs here,
 * mostly the call, and placing an order takes six IVs and four event ids.
 */
export function randomPool(size: number, perDraw = 256): () => Buffer {
  let drawn = Buffer.alloc(0);
  let next = 0;
  return () => {
    if (next + size > drawn.length) {
      drawn = randomBytes(size * perDraw);
      next = 0;
    }
    next += size;
    return drawn.subarray(next - size, next);
  };
}

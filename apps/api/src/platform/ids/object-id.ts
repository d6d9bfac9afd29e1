import { randomBytes } from 'node:crypto';

// 24 hex characters, time-ordered like a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes fixed
// per process, 3 bytes of a counter. The screens show the first 8 characters (customer) and
// characters 18–24 (admin): the time prefix groups ids by moment, the counter tail tells them apart.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newObjectId(now: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0');
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}

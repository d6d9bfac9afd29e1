import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { randomPool } from '../ids/random-pool.js';

/**
 * A personal field as the event log stores it: AES-256-GCM under its subject's data key, bound by the
 * additional data to the subject, the event type and the field, so a ciphertext copied into another
 * event, field or customer does not open (docs/decisions.md#erasure).
 */
export interface Envelope {
  v: 1;
  /** The subject (customer) id: which data key opens it. */
  kid: string;
  iv: string;
  tag: string;
  ct: string;
}

/** What a field reads once its subject's key is destroyed. */
export const ERASED = '[erased]';

const ALGORITHM = 'aes-256-gcm';
export const KEY_BYTES = 32;
// NIST SP 800-38D: a 96-bit random IV; per-customer keys stay far below 2^32 encryptions each.
const IV_BYTES = 12;

export const fieldAad = (subjectId: string, eventType: string, field: string): string => `${subjectId}|${eventType}|${field}`;

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const e = value as Record<string, unknown>;
  return e.v === 1 && typeof e.kid === 'string' && typeof e.iv === 'string' && typeof e.tag === 'string' && typeof e.ct === 'string' && Object.keys(e).length === 5;
}

// IVs cut from one draw of the CSPRNG (ids/random-pool.ts): a randomBytes call of its own cost about 6 µs here.
const newIv = randomPool(IV_BYTES);

export function seal(key: Buffer, kid: string, aad: string, plaintext: string): Envelope {
  const iv = newIv();
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { v: 1, kid, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), ct: ct.toString('base64url') };
}

/** The plaintext, or a throw when the key or the additional data is not the one it was sealed with. */
export function open(key: Buffer, aad: string, envelope: Envelope): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(envelope.iv, 'base64url')).setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(envelope.ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** A data key as the database keeps it: sealed under the key-encryption key, bound to its subject. */
export function wrapKey(kek: Buffer, subjectId: string, dek: Buffer): string {
  return JSON.stringify(seal(kek, 'kek', `pii-key|${subjectId}`, dek.toString('base64url')));
}

export function unwrapKey(kek: Buffer, subjectId: string, wrapped: string): Buffer {
  return Buffer.from(open(kek, `pii-key|${subjectId}`, JSON.parse(wrapped) as Envelope), 'base64url');
}

export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);

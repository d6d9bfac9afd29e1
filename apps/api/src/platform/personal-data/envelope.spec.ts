import { fieldAad, isEnvelope, newDataKey, open, seal, unwrapKey, wrapKey } from './envelope.js';

describe('personal-field envelopes (AES-256-GCM)', () => {
  const key = newDataKey();
  const aad = fieldAad('6921a3c0a1b2c3d4e5000001', 'OrderPlaced', 'customerName');

  it('opens with the same key and additional data, and each seal has its own IV', () => {
    const first = seal(key, '6921a3c0a1b2c3d4e5000001', aad, 'Ravi Kumar');
    const second = seal(key, '6921a3c0a1b2c3d4e5000001', aad, 'Ravi Kumar');
    expect(isEnvelope(first)).toBe(true);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ct).not.toBe(second.ct);
    expect(JSON.stringify(first)).not.toContain('Ravi');
    expect(open(key, aad, first)).toBe('Ravi Kumar');
  });

  it('gives every seal an IV of its own across many draws of the random source, and each opens', () => {
    const sealed = Array.from({ length: 1000 }, (_, i) => seal(key, '6921a3c0a1b2c3d4e5000001', aad, `customer ${i}`));
    expect(new Set(sealed.map((envelope) => envelope.iv)).size).toBe(1000);
    expect(sealed.every((envelope) => Buffer.from(envelope.iv, 'base64url').length === 12)).toBe(true);
    expect(sealed.map((envelope) => open(key, aad, envelope))).toEqual(sealed.map((_, i) => `customer ${i}`));
  });

  it('refuses a ciphertext moved to another field, event type or customer (wrong AAD)', () => {
    const sealed = seal(key, '6921a3c0a1b2c3d4e5000001', aad, 'Ravi Kumar');
    expect(() => open(key, fieldAad('6921a3c0a1b2c3d4e5000001', 'OrderPlaced', 'customerPhone'), sealed)).toThrow();
    expect(() => open(key, fieldAad('6921a3c0a1b2c3d4e5000001', 'OrderShipped', 'customerName'), sealed)).toThrow();
    expect(() => open(key, fieldAad('6921a3c0a1b2c3d4e5000002', 'OrderPlaced', 'customerName'), sealed)).toThrow();
  });

  it('refuses any other key (a destroyed key cannot be guessed back) and a changed ciphertext', () => {
    const sealed = seal(key, '6921a3c0a1b2c3d4e5000001', aad, 'Ravi Kumar');
    expect(() => open(newDataKey(), aad, sealed)).toThrow();
    const flipped = Buffer.from(sealed.ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => open(key, aad, { ...sealed, ct: flipped.toString('base64url') })).toThrow();
  });

  it('wraps a data key under the key-encryption key, bound to its subject', () => {
    const kek = newDataKey();
    const wrapped = wrapKey(kek, 'subject-1', key);
    expect(wrapped).not.toContain(key.toString('base64url'));
    expect(unwrapKey(kek, 'subject-1', wrapped).equals(key)).toBe(true);
    expect(() => unwrapKey(kek, 'subject-2', wrapped)).toThrow();
    expect(() => unwrapKey(newDataKey(), 'subject-1', wrapped)).toThrow();
  });

  it('tells an envelope from ordinary data', () => {
    expect(isEnvelope('Ravi')).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope({ v: 1, kid: 'a', iv: 'b', tag: 'c' })).toBe(false);
    expect(isEnvelope({ v: 1, kid: 'a', iv: 'b', tag: 'c', ct: 'd', extra: 1 })).toBe(false);
  });
});

import { OpenedKeys } from './opened-keys.js';

// The memory of unwrapped data keys answers only for the very wrapped text and key-encryption key a key
// was opened from, and forgets the subject used longest ago first.
describe('OpenedKeys', () => {
  const key = (byte: number) => Buffer.alloc(32, byte);

  it('gives a key back only for the wrapped text and key-encryption key it was opened from', () => {
    const opened = new OpenedKeys(10);
    opened.remember('asha', 'kek-1', 'wrapped-a', key(1));
    expect(opened.get('asha', 'kek-1', 'wrapped-a')).toEqual(key(1));
    // Wrapped again (another key in the row), or under another key-encryption key: opened afresh by the caller.
    expect(opened.get('asha', 'kek-1', 'wrapped-b')).toBeUndefined();
    expect(opened.get('asha', 'kek-2', 'wrapped-a')).toBeUndefined();
    expect(opened.get('bina', 'kek-1', 'wrapped-a')).toBeUndefined();
    expect(opened.last('asha', 'kek-1')).toEqual({ kekId: 'kek-1', wrapped: 'wrapped-a', key: key(1) });
    expect(opened.last('asha', 'kek-2')).toBeUndefined();
  });

  it('keeps a copy of the key, not the caller’s buffer', () => {
    const opened = new OpenedKeys(10);
    const given = key(7);
    opened.remember('asha', 'kek-1', 'wrapped-a', given);
    given.fill(0);
    expect(opened.get('asha', 'kek-1', 'wrapped-a')).toEqual(key(7));
  });

  it('forgets a subject on request, and the one used longest ago when full', () => {
    const opened = new OpenedKeys(2);
    opened.remember('asha', 'k', 'a', key(1));
    opened.remember('bina', 'k', 'b', key(2));
    // Asha's key used again: Bina's is now the oldest.
    expect(opened.get('asha', 'k', 'a')).toEqual(key(1));
    opened.remember('chandan', 'k', 'c', key(3));
    expect(opened.get('bina', 'k', 'b')).toBeUndefined();
    expect(opened.get('asha', 'k', 'a')).toEqual(key(1));
    expect(opened.get('chandan', 'k', 'c')).toEqual(key(3));
    opened.forget('asha');
    expect(opened.last('asha', 'k')).toBeUndefined();
  });
});

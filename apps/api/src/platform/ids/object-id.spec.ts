import { isObjectId, newObjectId } from './object-id.js';

describe('newObjectId', () => {
  it('makes 24 lowercase hex characters', () => {
    expect(isObjectId(newObjectId())).toBe(true);
  });

  it('orders ids by time and keeps ids made in the same second distinct', () => {
    const earlier = newObjectId(new Date('2026-01-01T00:00:00Z'));
    const later = newObjectId(new Date('2026-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
    const burst = new Set(Array.from({ length: 10_000 }, () => newObjectId(new Date('2026-01-01T00:00:00Z'))));
    expect(burst.size).toBe(10_000);
  });

  it('gives distinct admin slices (characters 18–24) to consecutive ids', () => {
    const [a, b] = [newObjectId(), newObjectId()];
    expect(a.slice(18, 24)).not.toBe(b.slice(18, 24));
  });

  it('rejects what is not an id', () => {
    expect(isObjectId('64b7f0c2e1d3a4b5c6d7e8f')).toBe(false);
    expect(isObjectId("64b7f0c2e1d3a4b5c6d7e8f9' OR 1=1")).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});

import { newEventId } from './event-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newEventId', () => {
  it('makes a lower-case UUID of version 7 with the RFC variant', () => {
    for (let i = 0; i < 1_000; i++) expect(newEventId()).toMatch(UUID_V7);
  });

  it('starts with the time in milliseconds, so later ids sort after earlier ones', () => {
    const at = Date.parse('2026-12-02T12:00:00.123Z');
    expect(newEventId(at).replace(/-/g, '').slice(0, 12)).toBe(at.toString(16).padStart(12, '0'));
    expect(newEventId(at) < newEventId(at + 1)).toBe(true);
    expect(newEventId(Date.parse('2026-12-02T12:00:00Z')) < newEventId(Date.parse('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('keeps ids of the same millisecond distinct, across many draws of the pool', () => {
    const at = Date.now();
    const ids = new Set(Array.from({ length: 20_000 }, () => newEventId(at)));
    expect(ids.size).toBe(20_000);
  });
});

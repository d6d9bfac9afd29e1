import { describe, expect, it } from 'vitest';
import { localValueOf, momentOf } from './audit-time';

describe('momentOf', () => {
  // Whatever the zone the tests run in (the stories' browser runs in UTC too): the value is Patna time.
  it('reads a datetime-local value as Patna time (IST), not the browser’s zone', () => {
    expect(momentOf('2026-11-24T10:15')).toBe('2026-11-24T04:45:00.000Z');
    expect(momentOf('2026-11-24T10:15:07')).toBe('2026-11-24T04:45:07.000Z');
  });

  it('gives back the value it reads, to the second', () => {
    expect(localValueOf('2026-11-24T04:45:07.000Z')).toBe('2026-11-24T10:15:07');
    expect(momentOf(localValueOf('2026-11-24T04:45:07.000Z'))).toBe('2026-11-24T04:45:07.000Z');
  });

  it('is undefined for an empty or unreadable value', () => {
    expect(momentOf('')).toBeUndefined();
    expect(momentOf('not a time')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { momentOf } from './audit-time';

describe('momentOf', () => {
  it('reads a datetime-local value as the same moment in ISO form', () => {
    expect(momentOf('2026-11-24T10:15')).toBe(new Date(2026, 10, 24, 10, 15).toISOString());
  });

  it('is undefined for an empty or unreadable value', () => {
    expect(momentOf('')).toBeUndefined();
    expect(momentOf('not a time')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { dayLabel, istToday, lastSevenDays, rangeProblem } from './money-range';

describe('money range', () => {
  it('counts days in IST: 20:00 UTC is already the next day in Patna', () => {
    expect(istToday(Date.parse('2025-11-21T20:00:00Z'))).toBe('2025-11-22');
    expect(istToday(Date.parse('2025-11-21T18:29:59Z'))).toBe('2025-11-21');
    expect(lastSevenDays(Date.parse('2025-11-21T20:00:00Z'))).toEqual({ from: '2025-11-16', to: '2025-11-22' });
  });

  it('refuses what the API would: missing days, from after to, more than 366 days', () => {
    expect(rangeProblem({ from: '2025-11-16', to: '2025-11-22' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2025-11-22' })).toBe('Choose both days');
    expect(rangeProblem({ from: '2025-11-23', to: '2025-11-22' })).toBe('From must not be after To');
    expect(rangeProblem({ from: '2024-11-20', to: '2025-11-21' })).toBe('A report covers at most 366 days');
    expect(rangeProblem({ from: '2024-11-21', to: '2025-11-21' })).toBeNull();
  });

  it('labels a day short', () => {
    expect(dayLabel('2025-11-02')).toBe('2 Nov');
  });
});

// Which Lighthouse run counts. The runs themselves happen in `npm run check:budget`, against the built
// shop (`npm test`'s "web budget" step checks the kB budget only, --sizes-only); here only the choice between them.
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, meetsThresholds, pickBestRun, PRESET_CPU_SLOWDOWN } from './lighthouse-runs.mjs';

const thresholds = { performance: 90, accessibility: 95 };
const run = (number: number, performance: number | null, accessibility: number | null, error?: string) => ({
  number,
  performance,
  accessibility,
  ...(error ? { error } : {}),
});

describe('meetsThresholds', () => {
  it('needs both scores at or above their minimum', () => {
    expect(meetsThresholds(run(1, 90, 95), thresholds)).toBe(true);
    expect(meetsThresholds(run(1, 89, 100), thresholds)).toBe(false);
    expect(meetsThresholds(run(1, 100, 94), thresholds)).toBe(false);
    expect(meetsThresholds(run(1, null, null, 'NO_FCP'), thresholds)).toBe(false);
  });
});

describe('pickBestRun', () => {
  it('takes the best performance run, the earlier one on a tie', () => {
    expect(pickBestRun([run(1, 84, 100), run(2, 93, 100), run(3, 93, 100)], thresholds).number).toBe(2);
  });

  it('prefers a run that passes both thresholds over a faster one that fails accessibility', () => {
    expect(pickBestRun([run(1, 99, 90), run(2, 91, 96)], thresholds).number).toBe(2);
  });

  it('reports the closest miss when no run passes, and an error only when every run failed', () => {
    expect(pickBestRun([run(1, null, null, 'chrome crashed'), run(2, 72, 100), run(3, 80, 100)], thresholds).number).toBe(3);
    expect(pickBestRun([run(1, null, null, 'a'), run(2, null, null, 'b')], thresholds).error).toBe('a');
  });
});

describe('calibratedCpuSlowdown', () => {
  it("follows Lighthouse's calibration table: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (the preset's host), 2000 → 6×", () => {
    expect([150, 800, 1300, 1533, 2000].map(calibratedCpuSlowdown)).toEqual([1, 2, 3, 4, 6]);
    expect(calibratedCpuSlowdown(810)).toBe(2.02);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
  });

  it('never speeds a host up, and keeps the preset when the run measured nothing', () => {
    expect(calibratedCpuSlowdown(60)).toBe(1);
    expect([undefined, Number.NaN, 0].map(calibratedCpuSlowdown)).toEqual([PRESET_CPU_SLOWDOWN, PRESET_CPU_SLOWDOWN, PRESET_CPU_SLOWDOWN]);
  });
});

import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('lists every page up to seven', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven slots near the start, the middle and the end', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageRange(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageRange(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pageRange(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});

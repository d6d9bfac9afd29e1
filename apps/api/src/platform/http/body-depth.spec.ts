import { depthOf } from './body-depth.js';

describe('depthOf', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(depthOf(1)).toBe(0);
    expect(depthOf({})).toBe(1);
    expect(depthOf({ a: [1, { b: 2 }] })).toBe(3);
  });

  it('walks 100,000 levels without recursion, and stops early past a limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(depthOf(deep)).toBe(100_000);
    expect(depthOf(deep, 32)).toBe(33);
  });
});

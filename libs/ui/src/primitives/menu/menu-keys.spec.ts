import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

const labels = ['Edit', 'Mark as shipped', 'Mark as delivered', 'Cancel order'];

describe('menuKeyTarget', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, labels)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 3, labels)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, labels)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(menuKeyTarget('Home', 2, labels)).toBe(0);
    expect(menuKeyTarget('End', 0, labels)).toBe(3);
  });

  it('moves to the next item starting with a typed letter, in any case, cycling among matches', () => {
    expect(menuKeyTarget('m', 0, labels)).toBe(1);
    expect(menuKeyTarget('M', 1, labels)).toBe(2);
    expect(menuKeyTarget('m', 2, labels)).toBe(1);
    expect(menuKeyTarget('c', 1, labels)).toBe(3);
  });

  it('stays put for a letter nothing starts with, and ignores other keys', () => {
    expect(menuKeyTarget('z', 2, labels)).toBe(2);
    expect(menuKeyTarget(' ', 2, labels)).toBeUndefined();
    expect(menuKeyTarget('Tab', 2, labels)).toBeUndefined();
    expect(menuKeyTarget('ArrowDown', 0, [])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { watchListOf } from './watch-list';

describe('a page watch list', () => {
  it('joins what every watcher shows, each product once', () => {
    const watchers = new Map([
      ['grid', ['milk', 'paneer']],
      ['cart', ['paneer', 'bread']],
    ]);
    expect(watchListOf(watchers)).toEqual(['milk', 'paneer', 'bread']);
  });

  it('is empty when nobody watches', () => {
    expect(watchListOf(new Map([['grid', []]]))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeNotifications } from './merge-notifications';

const n = (id: string, minute: number) => ({ id, orderId: `order-${id}`, message: `order ${id}`, time: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z` });

describe('mergeNotifications', () => {
  it('lists pushed and fetched together, newest first, a notification in both only once', () => {
    expect(mergeNotifications([n('c', 30), n('b', 20)], [n('b', 20), n('a', 10)]).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });

  it('is the fetched list alone before anything is pushed', () => {
    expect(mergeNotifications([], [n('a', 10), n('z', 50)]).map((x) => x.id)).toEqual(['z', 'a']);
  });
});

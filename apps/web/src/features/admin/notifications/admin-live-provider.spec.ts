import { describe, expect, it } from 'vitest';
import { withPush } from './admin-live-provider';

const push = (id: string) => ({ id, orderId: `order-${id}`, message: `New order ${id}`, time: '2026-11-24T10:00:00.000Z', cursor: `1:${id}` });

describe('withPush', () => {
  it('puts a new notification first and counts it unseen', () => {
    const state = withPush(withPush({ pushed: [], unseen: 0, status: 'live' }, push('1')), push('2'));
    expect(state.pushed.map((p) => p.id)).toEqual(['2', '1']);
    expect(state.unseen).toBe(2);
  });

  it('ignores a notification it already has (a resumed connection may send it again)', () => {
    const once = withPush({ pushed: [], unseen: 0, status: 'live' }, push('1'));
    expect(withPush(once, push('1'))).toBe(once);
  });
});

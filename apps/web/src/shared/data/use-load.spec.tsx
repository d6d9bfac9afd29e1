import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@jhatpat/api-client';
import { ShopQueries } from './shop-queries';
import { useLoad } from './use-load';

const wrapper = ShopQueries;

describe('useLoad', () => {
  it('goes loading → ready, and loading again for a new key', async () => {
    const { result, rerender } = renderHook(({ key }) => useLoad(key, async () => `data for ${key}`, 'Failed'), { initialProps: { key: 'a' }, wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data for a' }));
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data for b' }));
  });

  it("shows the server's msg, else the fallback (never a JavaScript error text)", async () => {
    const server = renderHook(() => useLoad('k', () => Promise.reject(new ApiError(404, 'Order not found')), 'Failed to load order details'), { wrapper });
    await waitFor(() => expect(server.result.current).toMatchObject({ status: 'error', error: 'Order not found' }));
    const crash = renderHook(() => useLoad('k', () => Promise.reject(new TypeError('x is undefined')), 'Failed to load order details'), { wrapper });
    await waitFor(() => expect(crash.result.current).toMatchObject({ status: 'error', error: 'Failed to load order details' }));
  });

  it('shows the initial data at once and asks for nothing', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoad('k', async () => ++calls, 'Failed', { initialData: 7 }), { wrapper });
    expect(result.current).toMatchObject({ status: 'ready', data: 7 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
    expect(result.current.data).toBe(7);
  });

  it('loads again on reload, showing loading until the new answer', async () => {
    let calls = 0;
    let answerSecond = (_value: number) => {};
    const load = () => (++calls === 1 ? Promise.resolve(1) : new Promise<number>((resolve) => (answerSecond = resolve)));
    const { result } = renderHook(() => useLoad('k', load, 'Failed'), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    act(() => answerSecond(2));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 2 }));
  });

  it('shows what the screen set, without loading again', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoad('k', async () => [++calls], 'Failed'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([1]));
    act(() => result.current.setData([7]));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: [7] }));
    expect(calls).toBe(1);
  });
});

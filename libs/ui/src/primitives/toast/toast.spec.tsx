import { act, fireEvent, render, screen } from '@testing-library/react';
import { shopRules } from '@jhatpat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region';

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const toasts = [
    { id: 'a', message: 'Address added successfully' },
    { id: 'b', message: 'Failed to load addresses', tone: 'error' as const },
  ];

  it('stacks each toast as a status message in a named region', () => {
    render(<ToastRegion toasts={toasts} onDismiss={() => {}} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((t) => t.dataset.tone)).toEqual(['info', 'error']);
  });

  it(`asks to dismiss each toast after ${shopRules.toastAutoCloseMs} ms, not before`, () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(shopRules.toastAutoCloseMs - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss.mock.calls).toEqual([[{ id: 'a' }], [{ id: 'b' }]]);
  });

  it('dismisses one toast from its button', () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts} onDismiss={onDismiss} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith({ id: 'b' });
  });
});

import { act, render, screen } from '@testing-library/react';
import { shopRules } from '@jhatpat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartButton } from './cart-button';

describe('CartButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names count and total, and reads "My Cart" when empty', () => {
    const { rerender } = render(<CartButton count={1} totalPaise={2700} />);
    expect(screen.getByRole('button', { name: 'Cart: 1 item ₹27.00' })).toBeTruthy();
    rerender(<CartButton count={0} totalPaise={0} />);
    expect(screen.getByRole('button', { name: 'My Cart' })).toBeTruthy();
  });

  it(`pulses for ${shopRules.cartPulseMs} ms when the count changes, not on first render`, () => {
    const { rerender } = render(<CartButton count={1} totalPaise={2700} />);
    const button = screen.getByRole('button');
    expect(button.hasAttribute('data-pulse')).toBe(false);
    rerender(<CartButton count={2} totalPaise={5400} />);
    expect(button.hasAttribute('data-pulse')).toBe(true);
    act(() => vi.advanceTimersByTime(shopRules.cartPulseMs - 1));
    expect(button.hasAttribute('data-pulse')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(button.hasAttribute('data-pulse')).toBe(false);
  });

  it('is greyed out but still opens the cart, which says why, when the location is not serviceable (issue 19 item 1)', () => {
    const onClick = vi.fn();
    render(<CartButton count={2} totalPaise={5400} serviceable={false} onClick={onClick} />);
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.dataset.serviceable).toBe('false');
    expect(button.title).toBe('Choose a delivery location in Patna to check out');
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

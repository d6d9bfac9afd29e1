import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StockShortfall } from './stock-shortfall';

describe('StockShortfall', () => {
  it('offers to reduce to what is left', () => {
    const onFix = vi.fn();
    render(<StockShortfall name="Paneer" available={2} fix={{ kind: 'reduce', quantity: 2 }} onFix={onFix} />);
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reduce to 2: Paneer' }));
    expect(onFix).toHaveBeenCalledWith({ kind: 'reduce', quantity: 2 });
  });

  it('offers to remove a sold-out line', () => {
    const onFix = vi.fn();
    render(<StockShortfall name="Paneer" available={0} fix={{ kind: 'remove' }} onFix={onFix} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Paneer' }));
    expect(onFix).toHaveBeenCalledWith({ kind: 'remove' });
  });
});

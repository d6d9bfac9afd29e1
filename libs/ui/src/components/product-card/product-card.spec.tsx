import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const product = { id: 'p1', name: 'Paneer', imageUrl: 'paneer.png', pricePaise: 8000, originalPricePaise: 10_000 };

describe('ProductCard', () => {
  it('shows the SPEC labels, price, struck price and computed discount', () => {
    render(<ProductCard product={product} />);
    expect(screen.getByRole('article', { name: 'Paneer' })).toBeTruthy();
    expect(screen.getByText('22 mins')).toBeTruthy();
    expect(screen.getByText('1 pc')).toBeTruthy();
    expect(screen.getByText('₹80.00')).toBeTruthy();
    expect(screen.getByText('₹100.00').closest('s')).toBeTruthy();
    expect(screen.getByText('20% OFF')).toBeTruthy();
  });

  it('hides the struck price and badge when there is no saving', () => {
    render(<ProductCard product={{ ...product, originalPricePaise: 8000 }} />);
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('sends absolute quantities: ADD → 1, + → n+1, − → n−1', () => {
    const onQuantityChange = vi.fn();
    const { rerender } = render(<ProductCard product={product} onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'ADD Paneer' }));
    rerender(<ProductCard product={product} quantity={4} onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add one Paneer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Paneer' }));
    expect(onQuantityChange.mock.calls.map(([c]) => c)).toEqual([
      { productId: 'p1', quantity: 1 },
      { productId: 'p1', quantity: 5 },
      { productId: 'p1', quantity: 3 },
    ]);
  });

  it('never sends a quantity below 0', () => {
    const onQuantityChange = vi.fn();
    render(<ProductCard product={product} quantity={1} onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Paneer' }));
    expect(onQuantityChange).toHaveBeenCalledWith({ productId: 'p1', quantity: 0 });
  });

  it('ignores presses while busy', () => {
    const onQuantityChange = vi.fn();
    const { rerender } = render(<ProductCard product={product} busy onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'ADD Paneer' }));
    rerender(<ProductCard product={product} quantity={2} busy onQuantityChange={onQuantityChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add one Paneer' }));
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('has a skeleton hidden from assistive tech', () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

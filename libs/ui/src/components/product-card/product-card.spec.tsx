import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const product = { id: 'p1', name: 'Paneer', imageUrl: 'paneer.png', pricePaise: 8000, originalPricePaise: 10_000 };

describe('ProductCard', () => {
  it('shows the SPEC labels, price, struck price and computed discount', () => {
    render(<ProductCard product={product} />);
    expect(screen.getByRole('article', { name: 'Paneer' })).toBeTruthy();
    expect(screen.getByText('8 mins')).toBeTruthy();
    expect(screen.getByText('1 pc')).toBeTruthy();
    expect(screen.getByText('₹80.00')).toBeTruthy();
    expect(screen.getByText('₹100.00').closest('s')).toBeTruthy();
    expect(screen.getByText('20% OFF')).toBeTruthy();
  });

  it('links its name to the product page when given one, before ADD in the tab order (issue 19 item 13)', () => {
    render(<ProductCard product={product} href="/product/p1" />);
    const link = screen.getByRole('link', { name: 'Paneer' });
    expect(link.getAttribute('href')).toBe('/product/p1');
    const add = screen.getByRole('button', { name: 'ADD Paneer' });
    expect(link.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.contains(add)).toBe(false);
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

  it('shows "Out of stock" instead of ADD when none are available', () => {
    render(<ProductCard product={{ ...product, available: 0 }} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ADD Paneer' })).toBeNull();
  });

  it('says how many are left under the threshold, and nothing above it', () => {
    const { rerender } = render(<ProductCard product={{ ...product, available: 4 }} />);
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    rerender(<ProductCard product={{ ...product, available: 50 }} />);
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('stops "+" at what is available and says why', () => {
    const onQuantityChange = vi.fn();
    render(<ProductCard product={{ ...product, available: 3 }} quantity={3} onQuantityChange={onQuantityChange} />);
    const plus = screen.getByRole('button', { name: 'Add one Paneer' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(plus.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Only 3 left');
    fireEvent.click(plus);
    expect(onQuantityChange).not.toHaveBeenCalled();
  });
});

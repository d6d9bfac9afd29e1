import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingCartBar } from './floating-cart-bar';

describe('FloatingCartBar (issue 19 item 2)', () => {
  it('links to the cart with the item count and the total', () => {
    render(<FloatingCartBar count={3} totalPaise={15_600} />);
    const link = screen.getByRole('link', { name: '3 items ₹156.00 View cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3 items ₹156.00 View cart ›');
  });

  it('says "1 item" for one, and is not drawn for an empty cart', () => {
    const { rerender } = render(<FloatingCartBar count={1} totalPaise={5400} />);
    expect(screen.getByRole('link', { name: '1 item ₹54.00 View cart' })).toBeTruthy();
    rerender(<FloatingCartBar count={0} totalPaise={0} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

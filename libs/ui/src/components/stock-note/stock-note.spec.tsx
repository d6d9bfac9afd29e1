import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockNote } from './stock-note';

describe('StockNote', () => {
  it('says "Out of stock" at 0 and marks the level', () => {
    render(<StockNote available={0} />);
    expect(screen.getByText('Out of stock').getAttribute('data-level')).toBe('out');
  });

  it('says "Only N left" when low', () => {
    render(<StockNote available={3} />);
    expect(screen.getByText('Only 3 left').getAttribute('data-level')).toBe('low');
  });

  it('renders nothing when well stocked or unknown', () => {
    const { container, rerender } = render(<StockNote available={40} />);
    expect(container.textContent).toBe('');
    rerender(<StockNote available={undefined} />);
    expect(container.textContent).toBe('');
  });
});

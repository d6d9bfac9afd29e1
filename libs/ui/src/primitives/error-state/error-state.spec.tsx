import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('defaults to the crash texts of docs/product.md §8', () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button without onRetry', () => {
    render(<ErrorState title="Failed to load orders" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

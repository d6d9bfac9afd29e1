import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusTracker } from './order-status-tracker';

describe('OrderStatusTracker', () => {
  it('labels pending_payment "Payment" and marks it current at the start', () => {
    render(<OrderStatusTracker status="pending_payment" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[0]!.textContent).toContain('Payment');
  });

  it('completes every earlier step', () => {
    render(<OrderStatusTracker status="shipped" />);
    const list = screen.getByRole('list', { name: 'Order status' });
    expect(list.dataset.status).toBe('shipped');
    expect(screen.getAllByRole('listitem').map((s) => s.dataset.state)).toEqual(['complete', 'complete', 'complete', 'complete', 'current', 'upcoming']);
  });

  it('ticks every step once delivered, the last one too, and keeps it the current step', () => {
    render(<OrderStatusTracker status="delivered" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.state)).toEqual(['complete', 'complete', 'complete', 'complete', 'complete', 'complete']);
    expect(steps.map((s) => s.textContent)).toEqual(['✓Payment', '✓Confirmed', '✓Preparing', '✓Packed', '✓Shipped', '✓Delivered']);
    expect(steps[5]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows cancelled apart, without the progression', () => {
    render(<OrderStatusTracker status="cancelled" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('group', { name: 'Order status' }).dataset.status).toBe('cancelled');
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });
});

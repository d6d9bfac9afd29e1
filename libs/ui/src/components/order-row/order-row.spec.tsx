import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderRow, type OrderRowOrder } from './order-row';

const order: OrderRowOrder = { _id: 'abcdef1234567890', orderNumber: 'JP-000123', createdAt: '2026-11-20T10:30:00Z', grandTotalPaise: 12_345, status: 'shipped', paymentStatus: 'pending' };

describe('OrderRow', () => {
  it('links to the order with its number, date, total and status', () => {
    render(<OrderRow order={order} />);
    const link = screen.getByRole('link', { name: /Order #JP-000123/ });
    expect(link.getAttribute('href')).toBe('/orders/abcdef1234567890');
    expect(link.textContent).toContain('20 Nov 2026');
    expect(link.textContent).toContain('₹123.45');
    expect(link.textContent).toContain('(Pending)');
    expect(link.textContent).toContain('Shipped');
    expect(link.textContent).not.toContain('abcdef12');
  });

  it.each([
    ['paid', '(Paid)'],
    ['failed', '(Failed)'],
    ['partially_refunded', '(Partially refunded)'],
    ['refunded', '(Refunded)'],
  ] as const)('says where a %s payment stands', (paymentStatus, said) => {
    render(<OrderRow order={{ ...order, paymentStatus }} />);
    expect(screen.getByRole('link').textContent).toContain(said);
    expect(screen.getByRole('link').textContent).not.toContain('(Pending)');
  });

  it('never says "(Paid)" of a cancelled order: its refund is requested (issue 19 item 4)', () => {
    render(<OrderRow order={{ ...order, status: 'cancelled', paymentStatus: 'paid' }} />);
    expect(screen.getByRole('link').textContent).toContain('(Refund requested)');
    expect(screen.getByRole('link').textContent).not.toContain('(Paid)');
  });
});

import { render, screen } from '@testing-library/react';
import { computeBill } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import { BillDetails } from './bill-details';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('BillDetails', () => {
  it('shows items, handling 2, delivery FREE over a struck 25, tip, donation and the total', () => {
    render(<BillDetails bill={computeBill({ lines: [{ price: 5025, quantity: 2 }], tipPaise: 2000, donation: true })} />);
    expect(screen.getByRole('heading', { name: 'Bill details' })).toBeTruthy();
    expect(valueOf('Items total')).toBe('₹100.50');
    expect(valueOf('Handling charge')).toBe('₹2.00');
    expect(valueOf('Delivery charge')).toBe('was ₹25.00 FREE');
    expect(valueOf('Tip')).toBe('₹20.00');
    expect(valueOf('Donation')).toBe('₹1.00');
    expect(valueOf('Grand total')).toBe('₹123.50');
  });

  it('leaves out tip and donation rows at 0 and groups large totals the Indian way', () => {
    render(<BillDetails bill={computeBill({ lines: [{ price: 12_345_600, quantity: 1 }], tipPaise: 0, donation: false })} />);
    expect(screen.queryByText('Tip')).toBeNull();
    expect(screen.queryByText('Donation')).toBeNull();
    expect(valueOf('Grand total')).toBe('₹1,23,458.00');
  });

  it('shows a charged delivery as an amount, not FREE', () => {
    const bill = { ...computeBill({ lines: [], tipPaise: 0, donation: false }), deliveryCharge: 4000 };
    render(<BillDetails bill={bill} />);
    expect(valueOf('Delivery charge')).toBe('₹40.00');
  });
});

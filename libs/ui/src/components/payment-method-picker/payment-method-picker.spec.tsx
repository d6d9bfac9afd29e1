import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker } from './payment-method-picker';

describe('PaymentMethodPicker', () => {
  it('offers COD, CARD and UPI as radios in a named group', () => {
    const onChange = vi.fn();
    render(<PaymentMethodPicker value="COD" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['COD', true], ['CARD', false], ['UPI', false]]);
    fireEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    expect(onChange).toHaveBeenCalledWith({ paymentMethod: 'CARD' });
  });

  it('shows net banking and card-brand marks as named images', () => {
    render(<PaymentMethodPicker onChange={() => {}} />);
    for (const name of ['Net banking', 'Visa', 'Mastercard', 'RuPay']) expect(screen.getByRole('img', { name })).toBeTruthy();
  });

  it('disables the methods the shop does not take and says why', () => {
    const onChange = vi.fn();
    render(<PaymentMethodPicker available={['COD']} onChange={onChange} />);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => [r.value, r.disabled])).toEqual([['COD', false], ['CARD', true], ['UPI', true]]);
    expect(screen.getByText('Online payment is not available at this shop yet: pay with cash on delivery.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Net banking' })).toBeNull();
  });
});

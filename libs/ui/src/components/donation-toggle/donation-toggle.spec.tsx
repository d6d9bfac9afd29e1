import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DonationToggle } from './donation-toggle';

describe('DonationToggle', () => {
  it('is a switch named with the SPEC donation of ₹1.00 that reports { enabled }', () => {
    const onDonationChange = vi.fn();
    render(<DonationToggle enabled onDonationChange={onDonationChange} />);
    const toggle = screen.getByRole('switch', { name: 'Donate ₹1.00' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onDonationChange).toHaveBeenCalledWith({ enabled: false });
  });
});

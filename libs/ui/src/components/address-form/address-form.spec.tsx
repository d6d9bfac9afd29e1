import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form';

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('AddressForm', () => {
  it('adds: title, Home by default, required-field message, then the trimmed address', () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<AddressForm open onClose={() => {}} onSubmit={onSubmit} onInvalid={onInvalid} />);
    expect(screen.getByRole('dialog', { name: 'Enter complete address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Home' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    // Issue 19 item 11: once, under the first empty required field, which takes the focus.
    expect(screen.getAllByText('Please fill all required fields')).toHaveLength(1);
    const building = screen.getByRole('textbox', { name: 'Flat / House no / Building name *' });
    expect(building.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(building.getAttribute('aria-describedby')!.split(' ')[0])!.textContent).toBe('Please fill all required fields');
    expect(document.activeElement).toBe(building);
    expect(onInvalid).toHaveBeenCalledWith({ message: 'Please fill all required fields' });
    type('Flat / House no / Building name *', ' 12 ');
    type('Area / Sector / Locality *', 'Patliputra Colony, Patna');
    type('Your name *', 'Asha');
    type('Your phone number (optional)', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(onSubmit).toHaveBeenCalledWith({ addressType: 'Home', building: '12', locality: 'Patliputra Colony, Patna', contactName: 'Asha', contactPhone: '9876543210' });
  });

  it('Other reveals the custom name, which is then required', () => {
    render(<AddressForm open onClose={() => {}} onSubmit={() => {}} address={{ addressType: 'Other', building: 'b', locality: 'l, Patna', contactName: 'c' }} />);
    expect(screen.getByRole('textbox', { name: 'Custom name *' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(screen.getAllByText('Please provide a custom name for "Other" address type')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Custom name *' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('limits the phone to 10 characters and hints inline', () => {
    render(<AddressForm open onClose={() => {}} onSubmit={() => {}} />);
    const phone = screen.getByRole('textbox', { name: 'Your phone number (optional)' });
    expect(phone.getAttribute('maxLength')).toBe('10');
    fireEvent.change(phone, { target: { value: '98765' } });
    expect(screen.getByText('Please enter a valid 10-digit number')).toBeTruthy();
  });

  it('reads Saving... / Updating... and is disabled in flight', () => {
    const { rerender } = render(<AddressForm open onClose={() => {}} onSubmit={() => {}} submitting />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving...' }).disabled).toBe(true);
    rerender(<AddressForm open onClose={() => {}} onSubmit={() => {}} submitting address={{ building: 'b' }} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Updating...' }).disabled).toBe(true);
  });

  it('closes through the close button', () => {
    const onClose = vi.fn();
    render(<AddressForm open onClose={onClose} onSubmit={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a server refusal under its field, once (issue 19 item 5)', () => {
    const refusal = { field: 'locality' as const, message: 'We deliver only in Patna at this time.' };
    render(<AddressForm open onClose={() => {}} onSubmit={() => {}} refusal={refusal} address={{ addressType: 'Home', building: 'b', locality: 'Sector 18, Noida', contactName: 'c' }} />);
    const locality = screen.getByRole('textbox', { name: 'Area / Sector / Locality *' });
    expect(locality.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('We deliver only in Patna at this time.')).toHaveLength(1);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label with an empty placeholder choice', () => {
    render(<Select label="Payment status" placeholder="Any" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Payment status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Pending', 'Paid']);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Paid' }).disabled).toBe(true);
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('reports changes and describes its error', () => {
    const onChange = vi.fn();
    render(<Select label="Payment status" options={options} error="Required" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Payment status' });
    fireEvent.change(select, { target: { value: 'pending' } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
  });
});

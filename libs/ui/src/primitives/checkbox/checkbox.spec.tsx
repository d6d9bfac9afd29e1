import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label, described by its hint, toggled by the label', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Default address" hint="Used first" onChange={onChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Default address' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Used first').id);
    fireEvent.click(screen.getByText('Default address'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledOnce();
  });
});

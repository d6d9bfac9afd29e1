import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch named by its label that asks for the opposite state', () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Toggle label="Donate" description="₹1.00" checked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Donate' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe('₹1.00');
    fireEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: false });
    rerender(<Toggle label="Donate" checked={false} onCheckedChange={onCheckedChange} />);
    fireEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TipChips } from './tip-chips';

describe('TipChips', () => {
  it('offers 20, 30, 50 and Custom as toggle buttons in a named group', () => {
    render(<TipChips tipPaise={2000} onTipChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Tip your delivery partner' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['₹20', 'true'],
      ['₹30', 'false'],
      ['₹50', 'false'],
      ['Custom', 'false'],
    ]);
  });

  it('chooses a preset and clears it on a second press', () => {
    const onTipChange = vi.fn();
    const { rerender } = render(<TipChips tipPaise={0} onTipChange={onTipChange} />);
    fireEvent.click(screen.getByRole('button', { name: '₹50' }));
    rerender(<TipChips tipPaise={5000} onTipChange={onTipChange} />);
    fireEvent.click(screen.getByRole('button', { name: '₹50' }));
    expect(onTipChange.mock.calls).toEqual([[{ tipPaise: 5000 }], [{ tipPaise: 0 }]]);
  });

  it('takes whole rupees in the custom input, ignoring other characters', () => {
    const onTipChange = vi.fn();
    render(<TipChips tipPaise={0} onTipChange={onTipChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom tip (₹)' }), { target: { value: '4a5.5' } });
    expect(onTipChange).toHaveBeenLastCalledWith({ tipPaise: 45_500 });
  });

  it('opens the custom input for a tip that is not a preset', () => {
    render(<TipChips tipPaise={4000} onTipChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Custom', pressed: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Custom tip (₹)' }).value).toBe('40');
  });
});

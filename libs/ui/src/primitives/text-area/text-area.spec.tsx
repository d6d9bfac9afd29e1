import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label and described by its hint', () => {
    render(<TextArea label="Order notes" hint="Optional" />);
    const notes = screen.getByRole('textbox', { name: 'Order notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('aria-invalid')).toBeNull();
    expect(notes.getAttribute('aria-describedby')).toBe(screen.getByText('Optional').id);
  });

  it('is invalid and described by the error first when there is one', () => {
    render(<TextArea label="Order notes" hint="Optional" error="Notes must be 200 characters or fewer" />);
    const notes = screen.getByRole('textbox', { name: 'Order notes' });
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    const [first] = notes.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(first!)?.textContent).toBe('Notes must be 200 characters or fewer');
  });

  it('counts an uncontrolled value as it is typed and still reports the change', () => {
    const onChange = vi.fn();
    render(<TextArea label="Order notes" maxLength={200} defaultValue="Ring" onChange={onChange} />);
    const notes = screen.getByRole('textbox', { name: 'Order notes' });
    expect(notes.getAttribute('maxlength')).toBe('200');
    expect(screen.getByText('4/200')).toBeTruthy();
    fireEvent.change(notes, { target: { value: 'Ring the bell twice' } });
    expect(screen.getByText('19/200')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(notes.getAttribute('aria-describedby')).toContain(screen.getByText('19/200').id);
  });

  it('counts a controlled value', () => {
    render(<TextArea label="Order notes" maxLength={200} value="Leave at the gate" onChange={() => {}} />);
    expect(screen.getByText('17/200')).toBeTruthy();
  });

  it('says how many characters are left only in the last tenth before the limit', () => {
    const { rerender } = render(<TextArea label="Order notes" maxLength={20} value="Leave it" onChange={() => {}} />);
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    rerender(<TextArea label="Order notes" maxLength={20} value="Leave it at the gat" onChange={() => {}} />);
    expect(live.textContent).toBe('1 character left');
    rerender(<TextArea label="Order notes" maxLength={20} value="Leave it at the gate" onChange={() => {}} />);
    expect(live.textContent).toBe('0 characters left');
  });
});

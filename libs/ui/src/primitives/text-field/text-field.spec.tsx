import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Landmark" hint="Optional" />);
    const input = screen.getByRole('textbox', { name: 'Landmark' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Optional').id);
  });

  it('is invalid and described by the error first when there is one', () => {
    render(<TextField label="Contact phone" hint="10 digits" error="Please enter a valid 10-digit number" />);
    const input = screen.getByRole('textbox', { name: 'Contact phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [first] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(first!)?.textContent).toBe('Please enter a valid 10-digit number');
  });

  it('passes maxLength to the input and counts a controlled value', () => {
    render(<TextField label="Contact phone" maxLength={10} value="98765" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Contact phone' }).getAttribute('maxlength')).toBe('10');
    expect(screen.getByText('5/10')).toBeTruthy();
  });
});

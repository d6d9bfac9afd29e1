import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading addresses" size="lg" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading addresses');
    expect(status.dataset.size).toBe('lg');
  });
});

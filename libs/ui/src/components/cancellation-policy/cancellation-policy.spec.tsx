import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancellationPolicy } from './cancellation-policy';

describe('CancellationPolicy', () => {
  it('shows the SPEC text verbatim under its heading', () => {
    render(<CancellationPolicy />);
    const section = screen.getByRole('region', { name: 'Cancellation Policy' });
    expect(section.querySelector('p')?.textContent).toBe(
      'Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.',
    );
  });
});

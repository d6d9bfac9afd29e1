import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationButton, locationLabel } from './location-button';

describe('LocationButton', () => {
  it('shows the delivery promise and "Select Location" when none is chosen', () => {
    render(<LocationButton />);
    const button = screen.getByRole('button', { name: /Select Location/ });
    expect(button.textContent).toContain('Delivery in 8 minutes');
  });

  it('shows the first two comma-separated parts of the location', () => {
    render(<LocationButton location="Kankarbagh, Patna, Bihar" />);
    expect(screen.getByRole('button', { name: /Kankarbagh, Patna/ }).textContent).not.toContain('Bihar');
    expect(locationLabel('Gandhi Maidan')).toBe('Gandhi Maidan');
    expect(locationLabel('  ')).toBe('Select Location');
  });
});

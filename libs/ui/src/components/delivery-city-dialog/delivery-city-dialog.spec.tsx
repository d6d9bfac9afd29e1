import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryCityDialog } from './delivery-city-dialog';

describe('DeliveryCityDialog', () => {
  it('congratulates for Patna and closes on "Great!"', () => {
    const onClose = vi.fn();
    render(<DeliveryCityDialog open serviceable onClose={onClose} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Congratulations! We are delivering in your city (Patna)!');
    fireEvent.click(screen.getByRole('button', { name: 'Great!' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says sorry elsewhere, with "OK"', () => {
    render(<DeliveryCityDialog open serviceable={false} onClose={() => {}} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@jhatpat/domain';
import { StatusChip } from './status-chip';

describe('StatusChip', () => {
  it('has a word for every status and shows cancelled in the danger tone', () => {
    for (const status of orderStatuses) render(<StatusChip status={status} />);
    expect(screen.getAllByText(/\w/).map((chip) => chip.textContent)).toEqual([
      'Payment pending', 'Confirmed', 'Preparing', 'Packed', 'Shipped', 'Delivered', 'Cancelled',
    ]);
    expect(screen.getByText('Cancelled').dataset).toMatchObject({ tone: 'danger', status: 'cancelled' });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const bars = [
  { label: '09:30', value: 0 },
  { label: '10:30', value: 4 },
  { label: '11:30', value: 8 },
];

describe('BarChart', () => {
  it('gives screen readers the numbers as a table named by the title', () => {
    render(<BarChart title="Orders per hour" bars={bars} valueName="Orders" />);
    const table = screen.getByRole('table', { name: 'Orders per hour' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['TimeOrders', '09:300', '10:304', '11:308']);
    expect(screen.getByRole('figure', { name: 'Orders per hour' })).toBeTruthy();
  });

  it('draws bars in proportion to the largest, an empty hour as no bar', () => {
    const { container } = render(<BarChart title="Orders per hour" bars={bars} valueName="Orders" />);
    expect([...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')))).toEqual([0, 60, 120]);
  });

  it('labels only every nth bar when asked', () => {
    const { container } = render(<BarChart title="Orders per hour" bars={bars} valueName="Orders" labelEvery={2} />);
    expect([...container.querySelectorAll('[aria-hidden="true"] > span')].map((label) => label.textContent)).toEqual(['09:30', '', '11:30']);
  });

  it('says so when every value is 0, and only then', () => {
    const quiet = bars.map((bar) => ({ ...bar, value: 0 }));
    const { rerender } = render(<BarChart title="Orders per hour" bars={quiet} valueName="Orders" emptyText="No orders yet" />);
    expect(screen.getByText('No orders yet')).toBeTruthy();
    rerender(<BarChart title="Orders per hour" bars={bars} valueName="Orders" emptyText="No orders yet" />);
    expect(screen.queryByText('No orders yet')).toBeNull();
  });
});

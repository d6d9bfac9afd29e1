import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockHistoryList } from './stock-history-list';
import { sampleMovements } from './stock-history-list.fixtures';

describe('StockHistoryList', () => {
  it('lists the movements in the order given, each in the shop words', () => {
    render(<StockHistoryList movements={sampleMovements} />);
    const items = within(screen.getByRole('list', { name: 'Stock history' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Picked · order #JP-000412',
      'Adjusted (damaged)',
      'Released · order #JP-000409',
      'Reserved · order #JP-000412',
      'Received',
    ]);
  });

  it('signs what changed the shelf and says what was held or given back', () => {
    render(<StockHistoryList movements={sampleMovements} />);
    expect(screen.getByText('+24')).toBeTruthy();
    expect(screen.getByText('−3')).toBeTruthy();
    expect(screen.getByText('2 held')).toBeTruthy();
    expect(screen.getByText('1 back')).toBeTruthy();
  });
});

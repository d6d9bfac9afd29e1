import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('titles the state with a heading at the level asked for and hides the picture', () => {
    render(<EmptyState title="No orders found" headingLevel={3} illustration="📦" action={<button>Start Shopping</button>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No orders found' })).toBeTruthy();
    expect(screen.getByText('📦').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Start Shopping' })).toBeTruthy();
  });
});

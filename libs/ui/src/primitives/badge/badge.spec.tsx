import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with a neutral tone by default', () => {
    render(<Badge title="Default address">Default</Badge>);
    const badge = screen.getByText('Default');
    expect(badge.dataset.tone).toBe('neutral');
    expect(badge.getAttribute('title')).toBe('Default address');
  });
});

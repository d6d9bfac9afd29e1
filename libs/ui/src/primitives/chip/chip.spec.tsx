import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from './chip';

describe('Chip', () => {
  it('is a toggle button only when selectable', () => {
    render(
      <>
        <Chip selected>all</Chip>
        <Chip selected={false}>shipped</Chip>
        <Chip>Clear</Chip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'all', pressed: true }).dataset.selected).toBe('true');
    expect(screen.getByRole('button', { name: 'shipped', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' }).hasAttribute('aria-pressed')).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by the glyph', () => {
    render(<IconButton label="Next slide" icon="›" />);
    const button = screen.getByRole('button', { name: 'Next slide' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('›');
    expect(button.dataset).toMatchObject({ variant: 'secondary', size: 'md' });
  });
});

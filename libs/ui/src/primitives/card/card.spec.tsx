import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders the element asked for with its padding and elevation as data attributes', () => {
    render(
      <Card as="article" aria-label="Home address" elevated padding="sm">
        Boring Road
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Home address' });
    expect(card.dataset).toMatchObject({ padding: 'sm', elevated: 'true' });
  });

  it('is a plain div by default', () => {
    const { container } = render(<Card>Text</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});

import { render, screen } from '@testing-library/react';
import { shopCategories } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../internal/link';
import { CategoryGrid } from './category-grid';
import { CategoryTile } from './category-tile';

describe('CategoryGrid', () => {
  it('links the 20 SPEC categories in order to /{path}', () => {
    render(<CategoryGrid />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(shopCategories.map((c) => `/${c}`));
    expect(links[0]!.textContent).toContain('Fruits');
  });

  it('uses the given href builder and link component', () => {
    const Link = ({ href, ...rest }: LinkComponentProps) => <a href={href} data-testid="router-link" {...rest} />;
    render(<CategoryGrid categories={['dairy']} hrefFor={(c) => `/c/${c}`} linkComponent={Link} />);
    expect(screen.getByRole('link', { name: 'Dairy' }).getAttribute('href')).toBe('/c/dairy');
    expect(screen.getByTestId('router-link')).toBeTruthy();
  });

  it('names a tile by its label, not by its picture', () => {
    render(<CategoryTile category="tea" href="/tea" imageUrl="tea.png" label="Tea & Coffee" />);
    expect(screen.getByRole('link', { name: 'Tea & Coffee' })).toBeTruthy();
  });
});

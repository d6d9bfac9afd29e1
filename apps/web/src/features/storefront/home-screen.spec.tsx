import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';

describe('home screen', () => {
  it('lists the 20 categories of the grid, each linking to its path', async () => {
    render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />);
    const grid = await screen.findByRole('region', { name: 'Shop by category' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(within(grid).getByRole('link', { name: 'Dairy' })).toHaveProperty('pathname', '/dairy');
  });

  it('shows the delivery promise and the default location label', async () => {
    render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />);
    expect(await screen.findByText('Delivery in 8 minutes')).toBeTruthy();
    expect(screen.getByText('Select your location')).toBeTruthy();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { SearchScreen } from './search-screen';

const meta = {
  title: 'Screens/Storefront/Search',
  component: SearchScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestResults: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=%20%20milk%20' })],
  play: async ({ canvas }) => {
    // The query is trimmed (docs/product.md §5).
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “milk”' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('3 products found');
    await expect(canvas.getByRole('heading', { name: 'Amul Taaza Toned Milk' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Sudha Full Cream Milk' }));
    await expect(await canvas.findByRole('group', { name: 'Quantity of Sudha Full Cream Milk' })).toHaveTextContent('1');
  },
};

export const CustomerResults: Story = {
  decorators: [withScreen({ path: '/customer/search', url: '/customer/search?q=paneer', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sudha Fresh Malai Paneer' })).toBeVisible();
    // The tile's name is its link to the product (issue 19 item 13).
    await userEvent.click(canvas.getByRole('link', { name: 'Sudha Fresh Malai Paneer' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(/Navigated to \/product\/[0-9a-f]{24}/);
  },
};

const searched: string[] = [];
export const BlankQuery: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=%20%20%20' })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/products/search', ({ request }) => {
          searched.push(request.url);
          return HttpResponse.json({ success: true, products: [], message: '' });
        }),
        ...createShopHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    // docs/product.md §2/§5: a blank query shows no results and asks the server nothing.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('No results found')).toBeNull();
    await expect(searched).toEqual([]);
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=bread' })],
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
  },
};

export const GuestNoResults: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=caviar' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(/^Navigated to \/$/);
  },
};

export const CustomerNoResults: Story = {
  decorators: [withScreen({ path: '/customer/search', url: '/customer/search?q=caviar', role: 'customer' })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Return to Home' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

export const ServerMessage: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=milk' })],
  parameters: { msw: { handlers: [...productsErrorHandlers('Search is resting for a minute.', 503), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Search is resting for a minute.');
  },
};

/** Past the client's search budget (docs/decisions.md#client-limits): the API's 429 words, and a way to try again later. */
export const TooManySearches: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=milk' })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/products/search', () =>
          HttpResponse.json({ statusCode: 429, msg: 'Too many requests from your network. Please wait a moment and try again.' }, { status: 429, headers: { 'retry-after': '30' } }),
        ),
        ...createShopHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many requests from your network. Please wait a moment and try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [withScreen({ path: '/search', url: '/search?q=milk' })],
  parameters: { msw: { handlers: [http.get('*/api/products/search', () => HttpResponse.error()), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    // No answer from the server: docs/product.md §8's own text.
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Failed to fetch search results' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

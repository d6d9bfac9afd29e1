import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productFixtures, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { CustomerDashboardScreen } from './customer-dashboard-screen';
import { shelfFixtures } from './storefront.fixtures';

const catalog = { products: [...productFixtures, ...shelfFixtures] };

const meta = {
  title: 'Screens/Storefront/CustomerDashboard',
  component: CustomerDashboardScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers(catalog) } },
  decorators: [withScreen({ path: '/customer/dashboard', role: 'customer', location: 'Kankarbagh, Patna, Bihar' })],
} satisfies Meta<typeof CustomerDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    // docs/product.md §2: a customer's category and banner paths are /c/{path}.
    const categories = await canvas.findByRole('list', { name: 'Shop by category' });
    await expect(within(categories).getByRole('link', { name: 'Nuts' })).toHaveAttribute('href', '/c/nuts');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Makhana & dry fruits' })).toBeVisible();
    await userEvent.click(within(categories).getByRole('link', { name: 'Vegetables' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /c/vegetables');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers(catalog)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Offers' })).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [...productsErrorHandlers(), ...createShopHandlers(catalog)] } },
  play: async ({ canvas }) => {
    const drinks = await canvas.findByRole('region', { name: 'Cold drinks & juices' });
    await expect(within(drinks).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { CategoryScreen } from './category-screen';

const meta = {
  title: 'Screens/Storefront/Category',
  component: CategoryScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof CategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dairy' })).toBeVisible();
    await expect(await canvas.findByText('5 products')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Farm Fresh Eggs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ADD Farm Fresh Eggs' }));
    const stepper = await canvas.findByRole('group', { name: 'Quantity of Farm Fresh Eggs' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Remove one Farm Fresh Eggs' }));
    // Back to 0: the line is gone and ADD is back (docs/product.md §4).
    await expect(await canvas.findByRole('button', { name: 'ADD Farm Fresh Eggs' })).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/paan-corner', role: 'customer' })],
  play: async ({ canvas }) => {
    // A banner path reads as a title too.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Paan Corner' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Magahi Paan' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/:category', url: '/fruits' })],
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await expect(canvas.getByText('Loading products')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/seafood', role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products in Seafood yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to Home' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

export const Failed: Story = {
  decorators: [withScreen({ path: '/:category', url: '/dairy' })],
  parameters: { msw: { handlers: [...productsErrorHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

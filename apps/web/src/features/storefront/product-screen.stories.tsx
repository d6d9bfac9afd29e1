import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productNamed, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { ProductScreen } from './product-screen';

const eggs = productNamed('Farm Fresh Eggs');

const meta = {
  title: 'Screens/Storefront/Product',
  component: ProductScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}` })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Farm Fresh Eggs' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Farm Fresh Eggs' })).toHaveAttribute('width', '480');
    await expect(canvas.getByText('₹84.00')).toBeVisible();
    // originalPrice, struck through.
    await expect(canvas.getByText('₹105.00').closest('s')).not.toBeNull();
    await expect(canvas.getByText('20% OFF')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/dairy');
    await expect(canvas.getByText('eggs')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Our promise' })).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const stepper = await canvas.findByRole('group', { name: 'Quantity of Farm Fresh Eggs' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Add one Farm Fresh Eggs' }));
    await expect(within(stepper).getByText('2')).toBeVisible();
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}`, role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/c/dairy');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('group', { name: 'Quantity of Farm Fresh Eggs' })).toHaveTextContent('1');
  },
};

export const Admin: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}`, role: 'admin' })],
  play: async ({ canvas }) => {
    // docs/product.md §1: an admin has no cart, so nothing offers to add to one.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Farm Fresh Eggs' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}` })],
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    const loading = await canvas.findByText('Loading product');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NotFound: Story = {
  decorators: [withScreen({ path: '/product/:id', url: '/product/ffffffffffffffffffffffff' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}` })],
  parameters: { msw: { handlers: [...productsErrorHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

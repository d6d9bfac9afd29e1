import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productNamed, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { expect, userEvent, within } from 'storybook/test';
import { LiveStockStory } from '../../shared/testing/fake-stock-watch';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
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

/** Issue 18: tiles under the low-stock threshold say how many are left. */
export const LowStockTiles: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/dairy', role: 'customer' })],
  play: async ({ canvas }) => {
    const paneer = within(await canvas.findByRole('article', { name: 'Sudha Fresh Malai Paneer' }, slow));
    await expect(paneer.getByText('Only 3 left')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Farm Fresh Eggs' })).getByText('Only 4 left')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Amul Taaza Toned Milk' })).queryByText(/left/)).toBeNull();
  },
};

/** Issue 18: an out-of-stock tile has no ADD button; a restock pushed on /stock brings it back live. */
export const OutOfStockTile: Story = {
  decorators: [withScreen({ path: '/c/:category', url: '/c/vegetables', role: 'customer' })],
  render: () => (
    <LiveStockStory pushes={[{ productId: productNamed('Desi Tomato')._id, available: 12 }]}>
      <CategoryScreen />
    </LiveStockStory>
  ),
  play: async ({ canvas }) => {
    const tomato = within(await canvas.findByRole('article', { name: 'Desi Tomato' }, slow));
    await expect(tomato.getByText('Out of stock')).toBeVisible();
    await expect(tomato.queryByRole('button', { name: 'ADD Desi Tomato' })).toBeNull();
    await expect(await tomato.findByRole('button', { name: 'ADD Desi Tomato' }, slow)).toBeVisible();
    await expect(tomato.queryByText('Out of stock')).toBeNull();
  },
};

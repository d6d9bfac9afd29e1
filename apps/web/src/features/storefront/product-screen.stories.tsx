import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productNamed, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveStockStory } from '../../shared/testing/fake-stock-watch';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { ProductScreen } from './product-screen';

const eggs = productNamed('Farm Fresh Eggs');
const paneer = productNamed('Sudha Fresh Malai Paneer');
const paan = productNamed('Magahi Paan');

const meta = {
  title: 'Screens/Storefront/Product',
  component: ProductScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${eggs._id}` })],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Farm Fresh Eggs' })).toBeVisible();
    // Issue 19 item 13: the tab is named after the product.
    await expect(canvasElement.ownerDocument.title).toBe('Farm Fresh Eggs · Jhatpat');
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

const milk = productNamed('Amul Taaza Toned Milk');

/** Issue 19 item 14: other milks first, then the rest of dairy; each card opens its page and takes ADD. */
export const SimilarItems: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${milk._id}` })],
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('region', { name: 'Similar items' }));
    const names = row.getAllByRole('article').map((card: HTMLElement) => within(card).getByRole('heading').textContent);
    await expect(names).toEqual(['Sudha Full Cream Milk', 'Amul Gold Full Cream Milk', 'Sudha Fresh Malai Paneer', 'Farm Fresh Eggs']);
    await expect(row.getByRole('link', { name: 'Sudha Full Cream Milk' })).toHaveAttribute('href', `/product/${productNamed('Sudha Full Cream Milk')._id}`);
    await userEvent.click(row.getByRole('button', { name: 'ADD Farm Fresh Eggs' }));
    await expect(await row.findByRole('group', { name: 'Quantity of Farm Fresh Eggs' })).toHaveTextContent('1');
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

/** Issue 18: nothing left to sell: the page says so and offers no Add to cart. */
export const OutOfStock: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${paan._id}`, role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Magahi Paan' }, slow)).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** Issue 18: "Only 3 left", and "+" stops at 3 with that note as its reason. */
export const StepperAtLimit: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${paneer._id}`, role: 'customer' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only 3 left', undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const stepper = await canvas.findByRole('group', { name: 'Quantity of Sudha Fresh Malai Paneer' }, slow);
    const plus = within(stepper).getByRole('button', { name: 'Add one Sudha Fresh Malai Paneer' });
    // Each press waits for the last save: a busy "+" ignores presses.
    await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'), slow);
    await userEvent.click(plus);
    await waitFor(() => expect(stepper).toHaveTextContent('2'), slow);
    await waitFor(() => expect(plus).not.toHaveAttribute('aria-disabled'), slow);
    await userEvent.click(plus);
    await waitFor(() => expect(stepper).toHaveTextContent('3'), slow);
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveAccessibleDescription('Only 3 left');
    await userEvent.click(plus);
    await expect(stepper).toHaveTextContent('3');
  },
};

/** Issue 18: the page watches its product on /stock; the last packs sell elsewhere and it turns out of stock live. */
export const SoldOutLive: Story = {
  decorators: [withScreen({ path: '/product/:id', url: `/product/${paneer._id}`, role: 'customer' })],
  render: () => (
    <LiveStockStory pushes={[{ productId: paneer._id, available: 1 }, { productId: paneer._id, available: 0 }]}>
      <ProductScreen />
    </LiveStockStory>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only 3 left', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText('Only 1 left', undefined, slow)).toBeVisible();
    await expect(await canvas.findByText('Out of stock', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderFixtures, ordersEmptyHandlers, ordersErrorHandlers, ordersLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { OrdersScreen } from './orders-screen';

const meta = {
  title: 'Screens/Orders/Orders',
  component: OrdersScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url = '/orders') => [withScreen({ path: '/orders', url, role: 'customer' })];
const orderLinks = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('link');

export const Loading: Story = {
  decorators: at(),
  parameters: shop(...ordersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading orders' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** docs/product.md §8: "Failed to load orders", whatever the server said. */
export const Failed: Story = {
  decorators: at(),
  parameters: shop(...ordersErrorHandlers()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, slow);
    await expect(within(alert).getByRole('heading', { name: 'Failed to load orders' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** docs/product.md §2: the empty state's "Start Shopping" leads back to the dashboard. */
export const Empty: Story = {
  decorators: at(),
  parameters: shop(...ordersEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders found' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Shopping' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

/** Every order, newest first, each row linking to its detail with the id's first 8 characters. */
export const Filled: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(orderLinks(canvas)).toHaveLength(6), slow);
    const [upiAwaiting, codPending, upiPaid] = orderLinks(canvas);
    await expect(upiAwaiting).toHaveAttribute('href', `/orders/${orderFixtures.upiAwaitingPayment._id}`);
    await expect(upiAwaiting).toHaveTextContent(`Order #${orderFixtures.upiAwaitingPayment.orderNumber}`);
    await expect(upiAwaiting).toHaveTextContent('(Pending)');
    await expect(codPending).toHaveTextContent('₹122.00');
    await expect(upiPaid).toHaveTextContent('(Paid)');
    // Issue 19 item 4: a cancelled order whose payment failed owes nothing.
    await expect(orderLinks(canvas).at(-1)).toHaveTextContent('(Not charged)');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(upiPaid);
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`Navigated to /orders/${orderFixtures.upiPaid._id}`);
  },
};

/** The chips filter by status (query `status`); "All" shows everything again. */
export const FilteredByStatus: Story = {
  decorators: at('/orders?status=delivered'),
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(orderLinks(canvas)).toHaveLength(1), slow);
    await expect(orderLinks(canvas)[0]).toHaveAttribute('href', `/orders/${orderFixtures.delivered._id}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(orderLinks(canvas)[0]).toHaveAttribute('href', `/orders/${orderFixtures.cancelled._id}`), slow);
    await expect(canvas.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(orderLinks(canvas)).toHaveLength(6), slow);
  },
};

export const FilteredEmpty: Story = {
  decorators: at('/orders?status=shipped'),
  parameters: shop(...ordersEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders found' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Shipped' })).toHaveAttribute('aria-pressed', 'true');
  },
};

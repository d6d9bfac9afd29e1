import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  buildOrder,
  createShopHandlers,
  createShopState,
  insightsEmptyHandlers,
  insightsErrorHandlers,
  insightsLoadingHandlers,
  orderListFixture,
  productNamed,
} from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { AdminDashboardScreen } from './admin-dashboard-screen';
import { AdminLiveProvider, type ConnectAdminNotifications } from './notifications/admin-live-provider';

const meta = {
  title: 'Screens/Admin/Dashboard',
  component: AdminDashboardScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/dashboard', role: 'admin' })],
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md §2: the six tiles, each leading to its page; then today's figures and the event processing health. */
export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    for (const [name, href] of [
      ['Product Management', '/admin/add-product'],
      ['User Management', '/admin/user-management'],
      ['Order Management', '/admin/order-management'],
      ['Invoice & Transaction', '/admin/transaction-management'],
      ['Delivery Management', '/admin/delivery-management'],
      ['Notification Banner', '/admin/notification'],
      ['Inventory', '/admin/inventory'],
    ]) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    const figures = await canvas.findByRole('region', { name: 'Today at a glance' }, slow);
    await expect(within(figures).getByText('Orders today').nextElementSibling).toHaveTextContent('6');
    await expect(within(figures).getByRole('list', { name: 'Orders by status' })).toHaveTextContent('Delivered 1');
    await expect(within(figures).getByRole('figure', { name: 'Orders per hour, last 24 hours' })).toBeVisible();
    // Below the figures, the event processors' health (its states: processor-health-panel.stories.tsx).
    await expect(within(await canvas.findByRole('region', { name: 'Event processing' }, slow)).getByText('Healthy')).toBeVisible();
  },
};

export const NoOrdersYet: Story = {
  parameters: shop(...insightsEmptyHandlers()),
  play: async ({ canvas }) => {
    const figures = await canvas.findByRole('region', { name: 'Today at a glance' }, slow);
    await expect(within(figures).getByText('Revenue today').nextElementSibling).toHaveTextContent('₹0.00');
  },
};

export const FiguresLoading: Story = {
  parameters: shop(...insightsLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the figures' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The tiles stay usable when the figures cannot be read. */
export const FiguresFailed: Story = {
  parameters: shop(...insightsErrorHandlers('Failed to load the figures')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the figures', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^User Management/ })).toBeVisible();
  },
};

const today = createShopState();
const placedLive = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6e201', status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: '2025-11-22T10:50:00.000Z',
});

/** The /admin socket as the shop pushes a new order: the order is in the shop's records first, then said. */
const newOrderPushed: ConnectAdminNotifications = ({ onStatus, onNotification }) => {
  onStatus?.('live');
  const timer = setTimeout(() => {
    today.orders.push(structuredClone(placedLive));
    onNotification({ id: 'live-figures-1', orderId: placedLive._id, message: `New order #${placedLive.orderNumber} from Asha Kumari: ₹${placedLive.grandTotal}.00 (COD)`, time: placedLive.createdAt, cursor: '1300:1' });
  }, 600);
  return { close: () => clearTimeout(timer), cursor: () => null };
};

/** Issue 19 item 8: a new order pushed on the /admin socket moves the figures without a reload (read again after a 1 s pause). */
export const FiguresFollowPushes: Story = {
  render: () => (
    <AdminLiveProvider connect={newOrderPushed}>
      <AdminDashboardScreen />
    </AdminLiveProvider>
  ),
  parameters: { msw: { handlers: createShopHandlers({ state: today }) } },
  // Each run starts with the fixture orders only.
  beforeEach: () => void today.orders.splice(0, today.orders.length, ...structuredClone(orderListFixture)),
  play: async ({ canvas }) => {
    const figures = within(await canvas.findByRole('region', { name: 'Today at a glance' }, slow));
    const count = () => figures.getByText('Orders today').nextElementSibling;
    await expect(count()).toHaveTextContent('6');
    await waitFor(() => expect(count()).toHaveTextContent('7'), slow);
    await expect(figures.getByRole('list', { name: 'Orders by status' })).toHaveTextContent('Confirmed 2');
  },
};

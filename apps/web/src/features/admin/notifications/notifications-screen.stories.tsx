import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within, userEvent } from 'storybook/test';
import type { OrderNotificationPush } from '@jhatpat/api-client';
import {
  notificationFixtures,
  notificationsEmptyHandlers,
  notificationsErrorHandlers,
  notificationsLoadingHandlers,
  orderFixtures,
} from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { AdminLiveProvider, type ConnectAdminNotifications } from './admin-live-provider';
import { fakeAdminNotifications as fakeSocket, fakeStockAlerts } from './fake-admin-live';
import { NotificationsScreen } from './notifications-screen';

const noStockAlerts = fakeStockAlerts();

const newOrder: OrderNotificationPush = {
  id: '0b6f4d3e-5a1c-4f7e-9d2b-000000000009',
  orderId: orderFixtures.shipped._id,
  message: `New order #${orderFixtures.shipped.orderNumber} from Ravi Kumar: ₹64.00 (COD)`,
  time: '2025-11-22T10:45:00.000Z',
  cursor: '1200:88',
};

const meta = {
  title: 'Screens/Admin/Notifications',
  component: NotificationsScreen,
  parameters: { layout: 'fullscreen' },
  args: { connect: fakeSocket('live') },
  render: ({ connect }) => (
    <AdminLiveProvider connect={connect} connectAlerts={noStockAlerts}>
      <NotificationsScreen />
    </AdminLiveProvider>
  ),
  decorators: [withScreen({ path: '/admin/notification', role: 'admin' })],
} satisfies Meta<typeof NotificationsScreen & ((props: { connect: ConnectAdminNotifications }) => null)>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

export const Loading: Story = {
  parameters: shop(...notificationsLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Notifications' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading notifications' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...notificationsErrorHandlers('Failed to load notifications')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load notifications', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: shop(...notificationsEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications yet', undefined, slow)).toBeVisible();
  },
};

export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(items(canvas)).toHaveLength(3), slow);
    await expect(items(canvas)[0]).toHaveTextContent(notificationFixtures[0].message);
    // Issue 19 item 8: each row leads to its order's view.
    await expect(within(items(canvas)[0]).getByRole('link', { name: notificationFixtures[0].message })).toHaveAttribute(
      'href',
      `/admin/order-management?order=${notificationFixtures[0].orderId}`,
    );
    await expect(await canvas.findByText(/^Live:/, undefined, slow)).toBeVisible();
  },
};

/** Issue 9: a new order arrives over the socket and goes to the top without a reload. */
export const PushedLive: Story = {
  args: { connect: fakeSocket('live', [newOrder]) },
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(items(canvas)).toHaveLength(4), slow);
    await expect(items(canvas)[0]).toHaveTextContent(newOrder.message);
  },
};

/** With the socket down the page says so and falls back to the 30 s poll (docs/product.md §7). */
export const SocketDown: Story = {
  args: { connect: fakeSocket('refused') },
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live updates are unavailable; checking every 30 seconds.', undefined, slow)).toBeVisible();
    await waitFor(() => expect(items(canvas)).toHaveLength(3), slow);
  },
};

export const FilteredByKind: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(items(canvas)).toHaveLength(3), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(items(canvas)).toHaveLength(1), slow);
    await expect(items(canvas)[0]).toHaveTextContent('Payment received');
  },
};

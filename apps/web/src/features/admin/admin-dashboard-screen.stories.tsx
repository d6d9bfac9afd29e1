import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insightsEmptyHandlers, insightsErrorHandlers, insightsLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { AdminDashboardScreen } from './admin-dashboard-screen';

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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { auditErrorHandlers, orderFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { OrderTimelineScreen } from './order-timeline-screen';

const meta = {
  title: 'Screens/Audit/Order timeline',
  component: OrderTimelineScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderTimelineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = orderFixtures.shipped;
const at = (query = '') => [withScreen({ path: '/audit/orders/:orderId', url: `/audit/orders/${order._id}${query}`, role: 'auditor' })];
const steps = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');

/** Every event with its actor and time, and the state they leave. */
export const Now: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(steps(canvas)).toHaveLength(4), slow);
    await expect(steps(canvas)[0]).toHaveTextContent('Order placed (CARD, pending_payment)');
    await expect(steps(canvas)[0]).toHaveTextContent('by customer');
    await expect(steps(canvas)[3]).toHaveTextContent('Status preparing → shipped');
    await expect(steps(canvas)[3]).toHaveTextContent('by admin');
    await expect(canvas.getByRole('heading', { name: 'State now' })).toBeVisible();
  },
};

/** "State at" a moment: only what had happened by then. */
export const StateAtAMoment: Story = {
  decorators: at(`?at=${encodeURIComponent(new Date(Date.parse(order.createdAt) + 5 * 60_000).toISOString())}`),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(steps(canvas)).toHaveLength(2), slow);
    await expect(canvas.getByRole('heading', { name: /^State at / })).toBeVisible();
    await expect(canvas.getByText('confirmed')).toBeVisible();
  },
};

export const NotFound: Story = {
  decorators: at(),
  parameters: shop(...auditErrorHandlers(`No events recorded for order ${order._id}`, 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`No events recorded for order ${order._id}`, undefined, slow)).toBeVisible();
  },
};

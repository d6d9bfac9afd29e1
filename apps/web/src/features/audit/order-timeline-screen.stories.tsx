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

/** Each event's correlation and causation, short, the whole id on hover: the chain an auditor follows. */
export const CorrelationAndCausation: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(steps(canvas)).toHaveLength(4), slow);
    const [placed, confirmed] = steps(canvas);
    const correlation = within(placed).getByLabelText(/^correlation /);
    await expect(correlation.textContent).toHaveLength(8);
    await expect(within(confirmed).getByLabelText(/^correlation /)).toHaveAttribute('title', correlation.getAttribute('title'));
    await expect(within(placed).getByLabelText(/^caused by /)).toHaveAttribute('title', `cmd-checkout-${order._id.slice(-8)}`);
    const placedEventId = within(placed).getAllByTitle(/^[0-9a-f]{24}$/).at(-1)?.getAttribute('title');
    await expect(within(confirmed).getByLabelText(/^caused by /)).toHaveAttribute('title', placedEventId);
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { maskAddressLine, maskPhone } from '@jhatpat/domain';
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
    // Placed, confirmed, preparing, packed (the packing floor's step), shipped.
    await waitFor(() => expect(steps(canvas)).toHaveLength(5), slow);
    await expect(steps(canvas)[0]).toHaveTextContent('Order placed (CARD, pending_payment)');
    await expect(steps(canvas)[0]).toHaveTextContent('by customer');
    await expect(steps(canvas)[3]).toHaveTextContent('Status preparing → packed');
    await expect(steps(canvas)[4]).toHaveTextContent('Status packed → shipped');
    await expect(steps(canvas)[4]).toHaveTextContent('by admin');
    await expect(canvas.getByRole('heading', { name: 'State now' })).toBeVisible();
  },
};

/** Each event's correlation and causation, short, the whole id on hover: the chain an auditor follows. */
export const CorrelationAndCausation: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(steps(canvas)).toHaveLength(5), slow);
    const [placed, confirmed] = steps(canvas);
    const correlation = within(placed).getByLabelText(/^correlation /);
    await expect(correlation.textContent).toHaveLength(8);
    await expect(within(confirmed).getByLabelText(/^correlation /)).toHaveAttribute('title', correlation.getAttribute('title'));
    await expect(within(placed).getByLabelText(/^caused by /)).toHaveAttribute('title', `cmd-checkout-${order._id.slice(-8)}`);
    const placedEventId = within(placed).getAllByTitle(/^[0-9a-f]{24}$/).at(-1)?.getAttribute('title');
    await expect(within(confirmed).getByLabelText(/^caused by /)).toHaveAttribute('title', placedEventId);
  },
};

/**
 * "State at" is typed in IST, as every time here is shown, whatever the browser's zone (the story browser
 * runs in UTC): the moment asked for is the one typed, and the field and heading say it back to the second.
 */
export const StateAtTypedInIst: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('State at (IST)', undefined, slow);
    // Five minutes after the order was placed, written as Patna's clocks read it.
    const fiveMinutesOn = new Date(Date.parse(order.createdAt) + 5 * 60_000 + 330 * 60_000).toISOString().slice(0, 19);
    await userEvent.clear(field);
    await userEvent.type(field, fiveMinutesOn);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const expected = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(Date.parse(order.createdAt) + 5 * 60_000));
    await expect(await canvas.findByRole('heading', { name: `State at ${expected}` }, slow)).toBeVisible();
    await waitFor(() => expect(steps(canvas)).toHaveLength(2), slow);
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

const details = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: /^Customer details/ });

/** Phones and the address masked, as the audit API answers by default. */
export const MaskedByDefault: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Customer details (masked)' }, slow)).toBeVisible();
    await expect(details(canvas)).toHaveTextContent(maskPhone(order.userId.phone));
    await expect(details(canvas)).toHaveTextContent(maskAddressLine(order.address.details));
    await expect(details(canvas)).not.toHaveTextContent(order.userId.phone);
  },
};

/** One order unmasked for a stated reason (too short a reason is refused first); "Mask again" hides it. */
export const UnmaskWithReason: Story = {
  decorators: at(),
  parameters: shop(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Customer details (masked)' }, slow);
    const reason = canvas.getByRole('textbox', { name: 'Reason for unmasking' });
    await userEvent.type(reason, 'dispute');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmask this order' }));
    await expect(await canvas.findByText('Say why in at least 10 characters')).toBeVisible();
    await userEvent.type(reason, ', ticket 4411');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmask this order' }));
    await expect(await canvas.findByRole('heading', { name: 'Customer details (unmasked)' }, slow)).toBeVisible();
    await expect(details(canvas)).toHaveTextContent(order.userId.phone);
    await expect(details(canvas)).toHaveTextContent(order.address.details);
    await expect(within(details(canvas)).getByRole('status')).toHaveTextContent('Your request, with its reason, is in the audit log.');
    await userEvent.click(canvas.getByRole('button', { name: 'Mask again' }));
    await expect(await canvas.findByRole('heading', { name: 'Customer details (masked)' })).toBeVisible();
  },
};

/** The unmasking did not reach the API: nothing shown, the reason kept for another try. */
export const UnmaskFailed: Story = {
  decorators: at(),
  parameters: shop(http.post('*/api/audit/orders/:id/unmask', () => HttpResponse.error())),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Customer details (masked)' }, slow);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason for unmasking' }), 'Customer dispute, ticket 4411');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmask this order' }));
    await expect(await canvas.findByText('Could not unmask the order. Please try again.', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Customer details (masked)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reason for unmasking' })).toHaveValue('Customer dispute, ticket 4411');
  },
};

export const NotFound: Story = {
  decorators: at(),
  parameters: shop(...auditErrorHandlers(`No events recorded for order ${order._id}`, 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`No events recorded for order ${order._id}`, undefined, slow)).toBeVisible();
  },
};

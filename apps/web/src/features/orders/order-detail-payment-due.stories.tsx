import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildOrder, createShopHandlers, orderFixtures, productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { liveFeed } from './live-order-feed';
import { OrderDetailScreen } from './order-detail-screen';

// Issue 19 item 3: an unpaid online order is paid from its own page, and counts nothing down until it is.
const meta = {
  title: 'Screens/Orders/OrderDetail/Payment due',
  component: OrderDetailScreen,
  args: { sendBrowserTo: fn(), connectEvents: liveFeed() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderAt = (orderId: string) => [withScreen({ path: '/orders/:orderId', url: `/orders/${orderId}`, role: 'customer' })];
// Placed just now, so its ETA is minutes away: a countdown would show if the page counted one.
const unpaid = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6dd01', status: 'pending_payment', paymentStatus: 'pending', paymentMethod: 'UPI',
  lines: [{ product: productNamed('Amul Taaza Toned Milk'), quantity: 2 }], placedAt: new Date().toISOString(),
});
const failedCard = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6dd02', status: 'pending_payment', paymentStatus: 'failed', paymentMethod: 'CARD',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: new Date().toISOString(),
});

/** Left the UPI page without paying: "Pay Now" opens a fresh payment page in the whole tab; no "Arriving in". */
export const UpiAwaitingPayment: Story = {
  decorators: orderAt(unpaid._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [unpaid] }) } },
  play: async ({ args, canvas }) => {
    const due = within(await canvas.findByRole('region', { name: 'Payment due' }, slow));
    await expect(due.getByText('This order is waiting for your payment.')).toBeVisible();
    await expect(canvas.queryByText(/Arriving/)).not.toBeInTheDocument();
    await userEvent.click(due.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(args.sendBrowserTo).toHaveBeenCalledWith(expect.stringContaining('/payments/')), slow);
  },
};

/** The last card attempt failed: "Retry Payment" opens a new attempt's page in the frame, on this page. */
export const CardPaymentFailed: Story = {
  decorators: orderAt(failedCard._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [failedCard] }) } },
  play: async ({ args, canvas }) => {
    const due = within(await canvas.findByRole('region', { name: 'Payment due' }, slow));
    await expect(due.getByText('Your last payment did not go through. Your order is saved and waiting for payment.')).toBeVisible();
    await expect(canvas.queryByText(/Arriving/)).not.toBeInTheDocument();
    await userEvent.click(due.getByRole('button', { name: 'Retry Payment' }));
    await expect(await canvas.findByTitle('Card payment', {}, slow)).toBeVisible();
    await expect(args.sendBrowserTo).not.toHaveBeenCalled();
  },
};

/** Paid while the page is open: the payment due goes, and the order is underway. */
export const PaidWhileOpen: Story = {
  args: { connectEvents: liveFeed({ status: 'confirmed', paymentStatus: 'paid', position: 12 }) },
  decorators: orderAt(orderFixtures.upiAwaitingPayment._id),
  parameters: { msw: { handlers: createShopHandlers() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Payment' })).getByText('Paid')).toBeVisible(), slow);
    await expect(canvas.queryByRole('region', { name: 'Payment due' })).not.toBeInTheDocument();
  },
};

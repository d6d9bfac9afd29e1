import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildOrder, createShopHandlers, createShopState, productNamed, refundedOrderFixtures } from '@jhatpat/api-client/testing';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { liveFeed } from './live-order-feed';
import { OrderDetailScreen } from './order-detail-screen';

// Issue 14: what a customer sees of the money given back (docs/decisions.md#payment-saga).
const meta = {
  title: 'Screens/Orders/OrderDetail/Refunds',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { refunded, refundInProgress, partiallyRefunded } = refundedOrderFixtures;
const orderAt = (orderId: string) => [withScreen({ path: '/orders/:orderId', url: `/orders/${orderId}`, role: 'customer' })];
const payment = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('region', { name: 'Payment' }, slow));
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** Paid by UPI, cancelled before packing: the whole payment is back. */
export const Refunded: Story = {
  decorators: orderAt(refunded._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [refunded] }) } },
  play: async ({ canvas }) => {
    const section = await payment(canvas);
    await expect(section.getByText('Refunded', { selector: 'dd' })).toBeVisible();
    await expect(section.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent(rupees(refunded.grandTotal));
    await expect(section.queryByText(/in progress/)).not.toBeInTheDocument();
    await expect(canvas.getByText('This order was cancelled: cancelled by the customer.')).toBeVisible();
  },
};

/** The refund is asked of the provider and not yet done: the order is still paid, the refund on its way. */
export const RefundInProgress: Story = {
  decorators: orderAt(refundInProgress._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [refundInProgress] }) } },
  play: async ({ canvas }) => {
    const section = await payment(canvas);
    await expect(section.getByText('Paid')).toBeVisible();
    await expect(section.getByRole('status')).toHaveTextContent(`Refund of ${rupees(refundInProgress.grandTotal)} in progress: it goes back the way you paid.`);
    await expect(section.queryByText('Refunded')).not.toBeInTheDocument();
  },
};

/** An admin gave back part of a delivered order. */
export const PartiallyRefunded: Story = {
  decorators: orderAt(partiallyRefunded._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [partiallyRefunded] }) } },
  play: async ({ canvas }) => {
    const section = await payment(canvas);
    await expect(section.getByText('Partially refunded')).toBeVisible();
    await expect(section.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹50.00');
    // A delivered order's reason is not news: only a cancellation says why.
    await expect(canvas.queryByText(/This order was cancelled/)).not.toBeInTheDocument();
  },
};

// One shop for the story, so the live feed can settle the refund the page then reads again.
const settling = createShopState({ orders: [refundInProgress] });

/** The provider settles the refund while the page is open: status and amount follow without a reload. */
export const RefundSettlesLive: Story = {
  args: {
    connectEvents: liveFeed({
      status: 'cancelled', paymentStatus: 'refunded', position: 30,
      before: () => Object.assign(settling.orders[0], { paymentStatus: 'refunded', refund: { refunded: refundInProgress.grandTotal, pending: 0 } }),
    }),
  },
  decorators: orderAt(refundInProgress._id),
  parameters: { msw: { handlers: createShopHandlers({ state: settling }) } },
  // Each run starts with the refund still in progress.
  beforeEach: () => void Object.assign(settling.orders[0], structuredClone(refundInProgress)),
  play: async ({ canvas }) => {
    const section = await payment(canvas);
    await waitFor(() => expect(section.getByText('Refunded', { selector: 'dd' })).toBeVisible(), slow);
    await waitFor(() => expect(section.queryByRole('status')).not.toBeInTheDocument(), slow);
    await expect(section.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent(rupees(refundInProgress.grandTotal));
  },
};

const paidUpi = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6f00d', status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'UPI',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 2 }], placedAt: '2025-11-22T10:00:00.000Z',
});

/** Cancelling a paid UPI order before packing asks for the refund at once. */
export const CancelPaidOrder: Story = {
  decorators: orderAt(paidUpi._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [paidUpi] }) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Order' }, slow));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Cancel Order' }));
    // The cancelled order is shown afresh (the detail restarts from the answer), so the section is looked up each time.
    const status = () => within(canvas.getByRole('region', { name: 'Payment' })).getByRole('status');
    await waitFor(() => expect(status()).toHaveTextContent(`Refund of ${rupees(paidUpi.grandTotal)} in progress`), slow);
    await expect(canvas.getByText('This order was cancelled: cancelled by the customer.')).toBeVisible();
  },
};

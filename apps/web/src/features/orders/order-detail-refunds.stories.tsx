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
    await expect(section.getByText('Refund', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${rupees(refunded.grandTotal)} refunded`);
    await expect(section.queryByText(/in progress/)).not.toBeInTheDocument();
    await expect(canvas.getByText('This order was cancelled: cancelled by the customer.')).toBeVisible();
  },
};

/** The refund is asked of the provider and not yet done: issue 19 item 4, the cancelled order reads "Refund requested", never "Paid". */
export const RefundInProgress: Story = {
  decorators: orderAt(refundInProgress._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [refundInProgress] }) } },
  play: async ({ canvas }) => {
    const section = await payment(canvas);
    await expect(section.getByText('Refund requested')).toBeVisible();
    await expect(section.queryByText('Paid')).not.toBeInTheDocument();
    await expect(section.getByText('Refund', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${rupees(refundInProgress.grandTotal)} requested`);
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
    await expect(section.getByText('Refund', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹50.00 refunded');
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
    // The figure is read again after the push: it follows a moment later.
    await waitFor(() => expect(section.getByText('Refund', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${rupees(refundInProgress.grandTotal)} refunded`), slow);
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
    // Issue 19 item 4: at once, before the refund's figure is read back, the order no longer reads "Paid".
    await expect(within(canvas.getByRole('region', { name: 'Payment' })).getByText('Refund requested')).toBeVisible();
    await expect(canvas.getByText('This order was cancelled: cancelled by the customer.')).toBeVisible();
  },
};

const codOrder = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6f00e', status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: '2025-11-22T10:00:00.000Z',
});

/** Issue 19 item 4: a cancelled cash order asks for no cash: "Not charged", and no exact amount to keep ready. */
export const CancelCashOrder: Story = {
  decorators: orderAt(codOrder._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [codOrder] }) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/keep the exact amount/, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Order' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Cancel Order' }));
    const section = () => within(canvas.getByRole('region', { name: 'Payment' }));
    await waitFor(() => expect(section().getByText('Not charged')).toBeVisible(), slow);
    await expect(section().getByRole('status')).toHaveTextContent('This order was cancelled: there is nothing to pay.');
    await expect(canvas.queryByText(/keep the exact amount/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Pay at Delivery')).not.toBeInTheDocument();
  },
};

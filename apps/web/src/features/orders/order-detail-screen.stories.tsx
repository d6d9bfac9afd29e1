import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildOrder, createShopHandlers, orderFixtures, ordersErrorHandlers, ordersLoadingHandlers, productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { OrderDetailScreen } from './order-detail-screen';
import { liveFeed } from './live-order-feed';

const meta = {
  title: 'Screens/Orders/OrderDetail',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderAt = (orderId: string) => [withScreen({ path: '/orders/:orderId', url: `/orders/${orderId}`, role: 'customer' })];
const section = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));
const tracker = (canvas: ReturnType<typeof within>) => section(canvas, 'Order status');

export const Loading: Story = {
  decorators: orderAt(orderFixtures.codPending._id),
  parameters: shop(...ordersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading order details' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  },
};

/** docs/product.md §8: a missing (or another customer's) order. */
export const NotFound: Story = {
  decorators: orderAt('ffffffffffffffffffffffff'),
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order not found or invalid data format' }, slow)).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: orderAt(orderFixtures.codPending._id),
  parameters: shop(...ordersErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed to load order details' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** docs/product.md §4: COD with payment pending reads "Pay at Delivery", with the exact amount to keep ready. */
export const CashOnDelivery: Story = {
  decorators: orderAt(orderFixtures.codPending._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `Order #${orderFixtures.codPending.orderNumber}` }, slow)).toBeVisible();
    await expect(within(tracker(canvas).getByRole('list', { name: 'Order status' })).getByText('Confirmed').closest('li')).toHaveAttribute('aria-current', 'step');
    const payment = section(canvas, 'Payment');
    await expect(payment.getByText('Cash on Delivery')).toBeVisible();
    await expect(payment.getByText('Pay at Delivery')).toBeVisible();
    await expect(payment.getByText('Please keep the exact amount of ₹122.00 ready when your order arrives.')).toBeVisible();
    const shipping = section(canvas, 'Shipping');
    await expect(shipping.getByText(/Flat 4B, Sunrise Apartments/)).toBeVisible();
    await expect(shipping.getByText('Asha Kumari, 9876543210')).toBeVisible();
    await expect(section(canvas, 'Items (2)').getByText('Amul Taaza Toned Milk')).toBeVisible();
    await expect(section(canvas, 'Bill details').getByText('₹122.00')).toBeVisible();
    // Issue 19 item 12: the bill is one card, not a card inside a card.
    const bill = canvas.getByRole('region', { name: 'Bill details' });
    await expect(bill.parentElement?.closest('section')).toBe(canvas.getByRole('region', { name: 'Order details' }));
    await expect(section(canvas, 'Notes').getByText('Please ring the bell once')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  },
};

/** Paid online and being packed: too late to cancel. */
export const UpiPaid: Story = {
  decorators: orderAt(orderFixtures.upiPaid._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    const payment = await waitFor(() => section(canvas, 'Payment'), slow);
    await expect(payment.getByText('Paid')).toBeVisible();
    await expect(payment.getByText('UPI')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  },
};

/** Carrier, tracking number and rider, once set. */
export const Shipped: Story = {
  decorators: orderAt(orderFixtures.shipped._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    const shipping = await waitFor(() => section(canvas, 'Shipping'), slow);
    await expect(shipping.getByText('Jhatpat Fleet')).toBeVisible();
    await expect(shipping.getByText('JP-2231')).toBeVisible();
    await expect(shipping.getByText('Ravi Rider')).toBeVisible();
  },
};

/** docs/product.md §4: cancelled is shown apart from the progression. */
export const Cancelled: Story = {
  decorators: orderAt(orderFixtures.cancelled._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(tracker(canvas).getByRole('group', { name: 'Order status' })).toHaveTextContent('Cancelled'), slow);
    // Why, as the API says it (apps/api expire-unpaid-orders).
    await expect(tracker(canvas).getByText('This order was cancelled: payment not received in time.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  },
};

/** POST /orders/{id}/cancel, asked first; the tracker then shows the order cancelled. */
export const CancelOrder: Story = {
  decorators: orderAt(orderFixtures.codPending._id),
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel Order' }, slow));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Cancel this order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(tracker(canvas).getByRole('group', { name: 'Order status' })).toHaveTextContent('Cancelled'), slow);
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  },
};

// Placed a moment ago, so the ETA (8 minutes on) is still ahead.
const justPlaced = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6aaaa', status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: new Date().toISOString(),
});

/** The ETA counts down once a second from estimatedDelivery. */
export const ArrivingSoon: Story = {
  decorators: orderAt(justPlaced._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [justPlaced] }) } },
  play: async ({ canvas }) => {
    const eta = await canvas.findByText(/Arriving in/, undefined, slow);
    await expect(eta).toHaveTextContent(/Arriving in [78]:\d\d/);
    const first = eta.textContent;
    await waitFor(() => expect(eta.textContent).not.toBe(first), { timeout: 3000 });
  },
};

/** Live updates move the tracker; a stale one (an older cursor) is ignored, and the cancel button goes once packing starts. */
export const LiveUpdates: Story = {
  args: {
    connectEvents: liveFeed(
      { status: 'preparing', paymentStatus: 'pending', position: 41 },
      { status: 'shipped', paymentStatus: 'pending', position: 47 },
      { status: 'cancelled', paymentStatus: 'pending', position: 44 },
    ),
  },
  decorators: orderAt(orderFixtures.codPending._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live updates on', undefined, slow)).toBeVisible();
    const steps = () => within(tracker(canvas).getByRole('list', { name: 'Order status' }));
    await waitFor(() => expect(steps().getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step'), slow);
    await expect(canvas.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    // The stale "cancelled" (cursor 44 < 47) arrives last and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(steps().getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** A payment that settles while the page is open shows at once. */
export const PaymentSettlesLive: Story = {
  args: { connectEvents: liveFeed({ status: 'confirmed', paymentStatus: 'paid', position: 12 }) },
  decorators: orderAt(orderFixtures.upiAwaitingPayment._id),
  parameters: shop(),
  play: async ({ canvas }) => {
    const payment = await waitFor(() => section(canvas, 'Payment'), slow);
    await waitFor(() => expect(payment.getByText('Paid')).toBeVisible(), slow);
    await expect(within(tracker(canvas).getByRole('list', { name: 'Order status' })).getByText('Confirmed').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

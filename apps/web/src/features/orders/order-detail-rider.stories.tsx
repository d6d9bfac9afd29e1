import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { buildOrder, createShopHandlers, createShopState, productNamed, riderFixture } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { liveFeed } from './live-order-feed';
import { OrderDetailScreen } from './order-detail-screen';

// Issue 19 item 8: the rider who takes an order shows on the customer's open page at once, with a phone to call.
const meta = {
  title: 'Screens/Orders/OrderDetail/Rider',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderAt = (orderId: string) => [withScreen({ path: '/orders/:orderId', url: `/orders/${orderId}`, role: 'customer' })];
const tracker = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('region', { name: 'Order status' }, slow));
const eggs = [{ product: productNamed('Farm Fresh Eggs'), quantity: 2 }];

const packed = buildOrder({ id: '6922b4d0e1f2a3b4c5d6e101', status: 'packed', paymentStatus: 'pending', paymentMethod: 'COD', lines: eggs, placedAt: new Date().toISOString() });
const waiting = createShopState({ orders: [packed] });

/** A rider accepts while the page is open: the push reads the order again, and the rider's name and a call button follow without a reload. */
export const RiderTakesItLive: Story = {
  args: {
    connectEvents: liveFeed({
      status: 'packed', paymentStatus: 'pending', position: 20,
      before: () => Object.assign(waiting.orders[0], { rider: { _id: riderFixture._id, name: riderFixture.name, phone: null } }),
    }),
  },
  decorators: orderAt(packed._id),
  parameters: { msw: { handlers: createShopHandlers({ state: waiting }) } },
  // Each run starts before any rider took it.
  beforeEach: () => void Object.assign(waiting.orders[0], structuredClone(packed)),
  play: async ({ canvas }) => {
    const panel = await tracker(canvas);
    await expect(panel.queryByText(/is your delivery partner/)).not.toBeInTheDocument();
    await waitFor(() => expect(panel.getByText(/is your delivery partner/)).toHaveTextContent(`${riderFixture.name} is your delivery partner`), slow);
    await expect(panel.getByRole('link', { name: `Call ${riderFixture.name}` })).toHaveAttribute('href', `tel:+91${riderFixture.phone}`);
    await expect(within(canvas.getByRole('region', { name: 'Shipping' })).getByText(riderFixture.name)).toBeVisible();
  },
};

const onTheWay = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6e102', status: 'shipped', paymentStatus: 'pending', paymentMethod: 'COD', lines: eggs, placedAt: new Date().toISOString(), riding: true,
});

/** On the way: the rider's name and a call button beside the countdown. */
export const OnTheWay: Story = {
  decorators: orderAt(onTheWay._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [onTheWay] }) } },
  play: async ({ canvas, canvasElement }) => {
    const panel = await tracker(canvas);
    await expect(await panel.findByRole('link', { name: `Call ${riderFixture.name}` }, slow)).toHaveAttribute('href', `tel:+91${riderFixture.phone}`);
    // Issue 19 item 13: the tab is named after the order.
    await expect(canvasElement.ownerDocument.title).toBe(`Order #${onTheWay.orderNumber} · Jhatpat`);
  },
};

const delivered = buildOrder({
  id: '6922b4d0e1f2a3b4c5d6e103', status: 'delivered', paymentStatus: 'paid', paymentMethod: 'COD', lines: eggs,
  placedAt: '2025-11-22T10:00:00.000Z', deliveredAt: '2025-11-22T10:07:00.000Z', riding: true,
});

/** Delivered: every step ticked, the last one too; the rider's phone is no longer given (docs/decisions.md#rider-phone). */
export const Delivered: Story = {
  decorators: orderAt(delivered._id),
  parameters: { msw: { handlers: createShopHandlers({ orders: [delivered] }) } },
  play: async ({ canvas }) => {
    const panel = await tracker(canvas);
    const steps = panel.getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual(['✓Payment', '✓Confirmed', '✓Preparing', '✓Packed', '✓Shipped', '✓Delivered']);
    await expect(panel.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Shipping' })).getByText(riderFixture.name)).toBeVisible();
  },
};

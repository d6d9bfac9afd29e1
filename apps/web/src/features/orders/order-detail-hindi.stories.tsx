import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OrderPacking } from '@jhatpat/api-client';
import { buildOrder, createShopHandlers, productNamed } from '@jhatpat/api-client/testing';
import { http, HttpResponse } from 'msw';
import { withScreen } from '../../shared/testing/screen-story';
import { slow } from '../../shared/testing/story-shop';
import { liveFeed } from './live-order-feed';
import { OrderDetailScreen } from './order-detail-screen';

// Issue 19 "हिन्दी": an order's lines carry the Hindi name they were sold under beside the English one
// (docs/decisions.md#hindi-order-lines), so a Hindi reader's order page reads no product: a line sold while
// its product had no Hindi name (nameHi is then its English) reads as placed.
const milk = productNamed('Amul Taaza Toned Milk');
const bread = productNamed('Harvest Gold White Bread');
const eggs = productNamed('Farm Fresh Eggs');
/** Sold while the catalog knew no Hindi name for it, and since taken off the catalog. */
const pickle = { ...productNamed('Aashirvaad Shudh Chakki Atta'), _id: '6922b4dfe1f2a3b4c5d6ffff', name: 'Seasonal Mango Pickle', nameHi: 'Seasonal Mango Pickle' };

const meta = {
  title: 'Screens/Orders/OrderDetail/Hindi',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = buildOrder({
  id: '6922b4dae1f2a3b4c5d60a11', status: 'preparing', paymentStatus: 'paid', paymentMethod: 'UPI', placedAt: '2025-11-22T10:30:00.000Z',
  lines: [{ product: milk, quantity: 2 }, { product: bread, quantity: 1 }, { product: pickle, quantity: 1 }],
});
/** Packing swapped the bread for eggs: the substitute is named in Hindi too. */
const packing: OrderPacking = {
  claimedAt: '2025-11-22T10:31:00.000Z', takenOff: 0, amountDue: order.grandTotal,
  changes: [{
    productId: bread._id, name: bread.name, nameHi: bread.nameHi, image: bread.image, variant: bread.variant, price: bread.price, quantity: 1, missing: 0, outcome: 'substituted', takenOff: 0,
    substitute: { productId: eggs._id, name: eggs.name, nameHi: eggs.nameHi, image: eggs.image, variant: eggs.variant, price: eggs.price },
  }],
};

const orderAt = [withScreen({ path: '/orders/:orderId', url: `/orders/${order._id}`, role: 'customer' })];
// GET /orders/:id with what packing changed beside the order, as the API answers once a packer has the order.
/** Products the page asked the API for: none, whatever the language (it once read each line's product for its Hindi name). */
const productReads: string[] = [];
const handlers = {
  msw: {
    handlers: [
      http.get('*/api/orders/:orderId', () => HttpResponse.json({ success: true, order, packing })),
      http.get('*/api/products/:productId', ({ params }) => {
        // Other product routes (search, a banner's list) go on to the shop's handlers.
        if (!/^[0-9a-f]{24}$/.test(String(params.productId))) return undefined;
        productReads.push(String(params.productId));
        return HttpResponse.json({ msg: 'Product not found' }, { status: 404 });
      }),
      ...createShopHandlers({ orders: [order] }),
    ],
  },
};

// A quiet live feed: the connection note reads "live" at once, as on a shop whose socket answers (the visual picture needs it steady).
const args = { connectEvents: liveFeed() };

export const LineNamesInHindi: Story = {
  args,
  decorators: orderAt,
  // The page is taller than the visual test's viewport (stories/visual): its lines and packing changes are pictured.
  parameters: { ...handlers, visualRegions: ['सामान (3)', 'पैकिंग में हुए बदलाव'] },
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    const items = within(await canvas.findByRole('region', { name: 'सामान (3)' }, slow));
    await expect(await items.findByText('अमूल ताज़ा टोंड दूध', {}, slow)).toBeVisible();
    await expect(items.getByText('हार्वेस्ट गोल्ड व्हाइट ब्रेड')).toBeVisible();
    // Sold with no Hindi name: the name it was placed with.
    await expect(items.getByText('Seasonal Mango Pickle')).toBeVisible();
    await expect(items.queryByText('Amul Taaza Toned Milk')).not.toBeInTheDocument();
    const packing = within(canvas.getByRole('region', { name: 'पैकिंग में हुए बदलाव' }));
    await expect(packing.getByText('हार्वेस्ट गोल्ड व्हाइट ब्रेड की जगह फ़ार्म फ्रेश अंडे')).toBeVisible();
    await expect(productReads).toEqual([]);
  },
};

/** In English the lines read as placed. */
export const LineNamesInEnglish: Story = {
  args,
  decorators: orderAt,
  parameters: handlers,
  play: async ({ canvas }) => {
    const items = within(await canvas.findByRole('region', { name: 'Items (3)' }, slow));
    for (const name of ['Amul Taaza Toned Milk', 'Harvest Gold White Bread', 'Seasonal Mango Pickle']) await expect(items.getByText(name)).toBeVisible();
    await expect(canvas.getByText('Harvest Gold White Bread replaced by Farm Fresh Eggs')).toBeVisible();
  },
};

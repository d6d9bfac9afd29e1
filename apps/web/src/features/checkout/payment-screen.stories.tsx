import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartErrorHandlers, cartLoadingHandlers, homeInPatnaFixture, productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { CheckoutFlowStory } from './checkout-story-harness';
import { recallPaymentMethod } from '../../shared/payments/payment-method-store';

const meta = {
  title: 'Screens/Checkout/Payment',
  component: CheckoutFlowStory,
  args: { chosenAddressId: homeInPatnaFixture._id },
  decorators: [withScreen({ path: '/*', url: '/payment', role: 'customer', location: 'Boring Road, Patna' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutFlowStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeOrderAnswers = (answer: Parameters<typeof http.post>[1]) => http.post('*/api/user-orders', answer);
const orderId = '6922b4d0e1f2a3b4c5d6ffff';
const upiTab = new MemoryStorage();

async function choose(canvas: ReturnType<typeof within>, method: 'Cash on Delivery' | 'UPI' | 'Credit / Debit Card') {
  await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(method.replace('/', '\\/')) }, slow));
}

export const Loading: Story = {
  args: { chosenAddressId: undefined },
  parameters: shop(...cartLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your order' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CartFailed: Story = {
  args: { chosenAddressId: undefined },
  parameters: shop(...cartErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Failed to load cart items' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Opened directly, with no address chosen: back to /checkout. */
export const NoAddressChosen: Story = {
  args: { chosenAddressId: undefined },
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Select Delivery Address' }, slow)).toBeVisible();
  },
};

/** docs/product.md §5: "Pay Now" disabled until a method is chosen; the summary is the flow's bill. */
export const ChooseMethod: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay Now' }, slow);
    await expect(pay).toBeDisabled();
    await expect(canvas.getByText('Please select a payment method')).toBeVisible();
    await expect(canvas.getByText(/Flat 4B, Sunrise Apartments/)).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Order summary' }));
    await expect(summary.getByText('Amul Taaza Toned Milk')).toBeVisible();
    await expect(summary.getByText('₹151.50')).toBeVisible();
    await choose(canvas, 'Cash on Delivery');
    await expect(canvas.getByRole('button', { name: 'Place Order (COD)' })).toBeEnabled();
    await choose(canvas, 'UPI');
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

/** COD: the order is placed and the shopper lands on its confirmation. */
export const CashOnDelivery: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await choose(canvas, 'Cash on Delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    const navigated = await canvas.findByRole('status', { name: 'Navigated to' }, slow);
    await expect(navigated).toHaveTextContent(/Navigated to \/order-confirmation\?orderId=[0-9a-f]{24}$/);
  },
};

/** One request at a time: while the order is being placed, the button is busy and the choice locked. */
export const Placing: Story = {
  parameters: shop(placeOrderAnswers(async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  })),
  play: async ({ canvas }) => {
    await choose(canvas, 'Cash on Delivery');
    const place = canvas.getByRole('button', { name: 'Place Order (COD)' });
    await userEvent.click(place);
    await waitFor(() => expect(place).toHaveAttribute('aria-busy', 'true'), slow);
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change Address' })).toBeDisabled();
  },
};

/** UPI: the browser leaves for the provider's page; the method is kept for "Retry Payment". */
export const UpiRedirect: Story = {
  args: { paymentStore: upiTab },
  parameters: shop(placeOrderAnswers(() => HttpResponse.json({ orderId, paymentUrl: `/api/payments/sandbox/${orderId}/page-key` }, { status: 201 }))),
  play: async ({ canvas }) => {
    await choose(canvas, 'UPI');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent(`Navigated to /api/payments/sandbox/${orderId}/page-key`);
    await expect(recallPaymentMethod(upiTab, orderId)).toBe('UPI');
  },
};

// Stands in for the provider's hosted page: another origin, as a provider's own would be.
const providerPage = `data:text/html,${encodeURIComponent('<!doctype html><html lang="en"><title>Sandbox payment</title><h1>Sandbox payment</h1><p>₹151.50</p></html>')}`;

/** docs/product.md §2: a card is paid in the provider's page, in a frame on this screen. */
export const CardInFrame: Story = {
  parameters: shop(placeOrderAnswers(() => HttpResponse.json({ orderId, paymentUrl: providerPage }, { status: 201 }))),
  play: async ({ canvas }) => {
    await choose(canvas, 'Credit / Debit Card');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const frame = await canvas.findByTitle('Card payment', undefined, slow);
    await expect(frame).toHaveAttribute('src', providerPage);
    await expect(canvas.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/orders/${orderId}`);
  },
};

/** When the frame reaches the order confirmation (the provider's 303), the whole tab goes there. */
export const CardSettles: Story = {
  parameters: shop(placeOrderAnswers(() => HttpResponse.json({ orderId, paymentUrl: `/order-confirmation?orderId=${orderId}&payment=succeeded` }, { status: 201 }))),
  play: async ({ canvas }) => {
    await choose(canvas, 'Credit / Debit Card');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, { timeout: 10_000 })).toHaveTextContent(
      `Navigated to /order-confirmation?orderId=${orderId}&payment=succeeded`,
    );
  },
};

/** docs/product.md §8: a 409 names what changed, in the server's words; the shopper can try again. */
export const PriceChanged: Story = {
  parameters: shop(
    placeOrderAnswers(() => HttpResponse.json({ statusCode: 409, msg: 'Your order has changed: Amul Taaza Toned Milk now costs ₹29.00. Please review your cart.' }, { status: 409 })),
  ),
  play: async ({ canvas }) => {
    await choose(canvas, 'Cash on Delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Your order has changed: Amul Taaza Toned Milk now costs ₹29.00. Please review your cart.');
    await expect(canvas.getByRole('button', { name: 'Place Order (COD)' })).toBeEnabled();
  },
};

/**
 * Issue 18: the shop cannot fill every line. The refusal names each short line with the cart's one-tap fix; placing
 * again waits until they are fixed, then the smaller order goes through as a new attempt.
 */
export const NotEnoughStock: Story = {
  parameters: shop(
    http.post('*/api/user-orders', () => {
      const milk = productNamed('Amul Taaza Toned Milk');
      const bread = productNamed('Harvest Gold White Bread');
      return HttpResponse.json(
        {
          statusCode: 409,
          msg: 'Not enough stock: Amul Taaza Toned Milk (1 left), Harvest Gold White Bread (0 left)',
          shortLines: [
            { productId: milk._id, name: milk.name, wanted: 2, available: 1 },
            { productId: bread._id, name: bread.name, wanted: 1, available: 0 },
          ],
        },
        { status: 409 },
      );
    }, { once: true }),
  ),
  play: async ({ canvas }) => {
    await choose(canvas, 'Cash on Delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    const notice = within(await canvas.findByRole('region', { name: 'Not enough stock for these items' }, slow));
    await expect(notice.getByRole('listitem', { name: 'Amul Taaza Toned Milk' })).toHaveTextContent('Only 1 left');
    await expect(notice.getByRole('listitem', { name: 'Harvest Gold White Bread' })).toHaveTextContent('Out of stock');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some items have less stock than you want. Fix them to continue.');
    await userEvent.click(notice.getByRole('button', { name: 'Reduce to 1: Amul Taaza Toned Milk' }));
    await waitFor(() => expect(notice.queryByRole('listitem', { name: 'Amul Taaza Toned Milk' })).toBeNull(), slow);
    await userEvent.click(notice.getByRole('button', { name: 'Remove: Harvest Gold White Bread' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Not enough stock for these items' })).toBeNull(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent(/\/order-confirmation/);
  },
};

/** No answer at all: docs/product.md §8's "Error placing order. Please try again." */
export const OrderFailed: Story = {
  parameters: shop(placeOrderAnswers(() => HttpResponse.error())),
  play: async ({ canvas }) => {
    await choose(canvas, 'UPI');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Error placing order. Please try again.');
  },
};

/** docs/product.md §6: a 401 while placing sends the shopper to log in. */
export const SessionExpired: Story = {
  parameters: shop(placeOrderAnswers(() => HttpResponse.json({ statusCode: 401, msg: 'Please log in again' }, { status: 401 }))),
  play: async ({ canvas }) => {
    await choose(canvas, 'Cash on Delivery');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order (COD)' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /login');
  },
};

export const ChangeAddress: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Address' }, slow));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Select Delivery Address' }, slow)).toBeVisible();
    const home = canvas.getByRole('article', { name: 'Home address' });
    await expect(within(home).getByRole('button', { name: 'Selected' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  },
};

/** How many lines the words of `element` take: the distinct tops of its text's boxes. */
const linesOf = (element: HTMLElement) => {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops = new Set<number>();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
};

/** Issue 19 item 12: at 390 px "Change Address" stays on one line beside the address (it wrapped letter by letter). */
export const PhoneWidth: Story = {
  decorators: [(Story) => <div style={{ width: '390px' }}><Story /></div>],
  parameters: shop(),
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('button', { name: 'Change Address' }, slow);
    await expect(linesOf(change)).toBe(1);
    await expect(canvas.getByText(/Flat 4B, Sunrise Apartments/)).toBeVisible();
  },
};

/** A shop with no payment provider set up (issue 16 item 1): only cash on delivery can be chosen. */
export const CashOnlyShop: Story = {
  parameters: shop(http.get('*/api/payment-methods', () => HttpResponse.json({ methods: ['COD'], provider: 'none' }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Online payment is not available at this shop yet: pay with cash on delivery.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /UPI/ })).toBeDisabled();
    await choose(canvas, 'Cash on Delivery');
    await expect(canvas.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rupeesToPaise } from '@jhatpat/domain';
import { cartEmptyHandlers, cartLoadingHandlers, createShopHandlers, productFixtures, productNamed } from '@jhatpat/api-client/testing';
import { LiveStockStory } from '../../shared/testing/fake-stock-watch';
import type { GuestCartLine } from '../../shared/storage/browser-storage';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { CartScreen } from './cart-screen';

const meta = {
  title: 'Screens/Cart/CartScreen',
  component: CartScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const patna = 'Boring Road, Patna, Bihar, 800001, India';
// A shop of its own per story (handlers keep state), with this story's answers first.
// Answers come through the mock service worker: on a busy machine they may take longer than a second.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const toasts = (canvasElement: HTMLElement) => within(page(canvasElement).getByRole('region', { name: 'Notifications' }));

const guestLine = (name: string, quantity: number): GuestCartLine => {
  const product = productNamed(name);
  return { productId: product._id, name: product.name, price: rupeesToPaise(product.price), image: product.image, quantity };
};
const guestCart = [guestLine('Amul Taaza Toned Milk', 2), guestLine('Harvest Gold White Bread', 1)];

export const GuestEmpty: Story = {
  decorators: [withScreen({ path: '/cart', location: patna })],
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /');
  },
};

/** A guest's cart lives in browser storage; Proceed asks them to log in (docs/product.md §2). */
export const GuestFilled: Story = {
  decorators: [withScreen({ path: '/cart', location: patna, guestCart })],
  parameters: shop(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Free delivery in 8 minutes', {}, slow)).toBeVisible();
    const milk = within(canvas.getByRole('listitem', { name: 'Amul Taaza Toned Milk' }));
    await expect(milk.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk' })).toHaveTextContent('2');
    await expect(milk.getByText('₹54.00')).toBeVisible();
    // Items ₹99.00 + handling ₹2.00 + the donation, on by default (docs/product.md §9).
    const bill = within(canvas.getByRole('region', { name: 'Bill details' }));
    await expect(bill.getByText('₹99.00')).toBeVisible();
    await expect(bill.getByText('₹102.00')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Donate ₹1.00/ })).toBeChecked();
    for (const chip of ['₹20', '₹30', '₹50', 'Custom']) await expect(canvas.getByRole('button', { name: chip })).toBeVisible();
    await expect(canvas.getByText(/Orders cannot be cancelled once packed for delivery/)).toBeVisible();

    await userEvent.click(milk.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' }));
    await expect(milk.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk' })).toHaveTextContent('3');
    await expect(bill.getByText('₹126.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    const dialog = within(page(canvasElement).getByRole('alertdialog', { name: 'Login Required' }));
    await expect(dialog.getByText('Please login to proceed to checkout')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await userEvent.click(within(page(canvasElement).getByRole('alertdialog')).getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /login');
  },
};

/** A quantity of 0 removes the line; the last line gone, the cart is empty. */
export const GuestRemovesLastLine: Story = {
  decorators: [withScreen({ path: '/cart', location: patna, guestCart: [guestLine('Magahi Paan', 1)] })],
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove one Magahi Paan' }, slow));
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' }, slow)).toBeVisible();
  },
};

const chargesSent: unknown[] = [];

/** Proceed saves the chosen tip and donation on the server cart, then opens checkout. */
export const CustomerFilled: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(
    // Records what Proceed sends, then lets the shop's own handler answer.
    http.post('*/api/cart/update-charges', async ({ request }) => void chargesSent.push(await request.clone().json())),
  ),
  play: async ({ canvas, canvasElement }) => {
    const bread = within(await canvas.findByRole('listitem', { name: 'Harvest Gold White Bread' }, slow));
    await expect(canvasElement.ownerDocument.title).toBe('Cart · Jhatpat');
    await expect(bread.getByRole('group', { name: /Quantity of/ })).toHaveTextContent('1');
    await expect(canvas.getByRole('listitem', { name: 'Robusta Banana' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '₹30' }));
    await userEvent.click(canvas.getByRole('switch', { name: /Donate/ }));
    const bill = within(canvas.getByRole('region', { name: 'Bill details' }));
    // Items ₹148.50 + handling ₹2.00 + tip ₹30.00, no donation.
    await expect(bill.getByText('₹180.50')).toBeVisible();
    chargesSent.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /checkout');
    await expect(chargesSent).toEqual([expect.objectContaining({ tipAmount: 30, donationAmount: 0 })]);
  },
};

export const CustomerLoading: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(...cartLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading your cart');
    await expect(canvas.queryByRole('button', { name: 'Proceed' })).toBeNull();
  },
};

export const CustomerEmpty: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: { msw: { handlers: [...cartEmptyHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  },
};

/** A change is on its way: the line's buttons ignore presses until the server answers. */
export const CustomerChangeInFlight: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(
    http.post('*/api/cart/add', async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ),
  play: async ({ canvas }) => {
    const banana = within(await canvas.findByRole('listitem', { name: 'Robusta Banana' }, slow));
    await userEvent.click(banana.getByRole('button', { name: 'Add one Robusta Banana' }));
    const stepper = banana.getByRole('group', { name: 'Quantity of Robusta Banana' });
    await expect(stepper).toHaveAttribute('aria-busy', 'true');
    await expect(stepper).toHaveTextContent('2');
    await expect(banana.getByRole('button', { name: 'Add one Robusta Banana' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** docs/product.md §8: a refused update shows the server's msg and the quantity goes back. */
export const CustomerUpdateRefused: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(http.post('*/api/cart/add', () => HttpResponse.json({ statusCode: 409, msg: 'Only 2 Robusta Banana left' }, { status: 409 }))),
  play: async ({ canvas, canvasElement }) => {
    const banana = within(await canvas.findByRole('listitem', { name: 'Robusta Banana' }, slow));
    await userEvent.click(banana.getByRole('button', { name: 'Add one Robusta Banana' }));
    await expect(await toasts(canvasElement).findByText('Only 2 Robusta Banana left', {}, slow)).toBeVisible();
    await waitFor(() => expect(banana.getByRole('group', { name: 'Quantity of Robusta Banana' })).toHaveTextContent('1'), slow);
  },
};

/** No answer at all: "Failed to update cart", and Proceed stays on the cart. */
export const CustomerOffline: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(http.post('*/api/cart/add', () => HttpResponse.error()), http.post('*/api/cart/update-charges', () => HttpResponse.error())),
  play: async ({ canvas, canvasElement }) => {
    const banana = within(await canvas.findByRole('listitem', { name: 'Robusta Banana' }, slow));
    await userEvent.click(banana.getByRole('button', { name: 'Add one Robusta Banana' }));
    await expect(await toasts(canvasElement).findByText('Failed to update cart', {}, slow)).toBeVisible();
    await userEvent.click(toasts(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(toasts(canvasElement).queryByText('Failed to update cart')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await toasts(canvasElement).findByText('Failed to update cart', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

/** The catalog with some products' stock changed, for the stories of short lines. */
const withAvailable = (available: Record<string, number>) =>
  productFixtures.map((product) => (product.name in available ? { ...product, available: available[product.name]! } : product));

/** The milk sold down to 1 and the bread sold out: a shop of its own for each story (handlers keep state). */
const shortShelf = () => ({ msw: { handlers: createShopHandlers({ products: withAvailable({ 'Amul Taaza Toned Milk': 1, 'Harvest Gold White Bread': 0 }) }) } });

/** Two milks wanted with one left, a bread sold out: both lines flagged and Proceed waits; one tap on each fix lets the shopper go on. */
async function fixesShortLines(canvas: ReturnType<typeof within>) {
  const milk = within(await canvas.findByRole('listitem', { name: 'Amul Taaza Toned Milk' }, slow));
  const bread = within(canvas.getByRole('listitem', { name: 'Harvest Gold White Bread' }));
  await expect(await milk.findByText('Only 1 left', undefined, slow)).toBeVisible();
  await expect(bread.getByText('Out of stock')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: 'Proceed' })).toHaveAccessibleDescription('Some items have less stock than you want. Fix them to continue.');

  await userEvent.click(milk.getByRole('button', { name: 'Reduce to 1: Amul Taaza Toned Milk' }));
  await waitFor(() => expect(milk.getByRole('group', { name: 'Quantity of Amul Taaza Toned Milk' })).toHaveTextContent('1'), slow);
  // At the limit now: "+" stops and says why.
  await expect(milk.getByRole('button', { name: 'Add one Amul Taaza Toned Milk' })).toHaveAccessibleDescription('Only 1 left');
  await userEvent.click(bread.getByRole('button', { name: 'Remove: Harvest Gold White Bread' }));
  await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Harvest Gold White Bread' })).toBeNull(), slow);
  await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
}

/**
 * Issue 18: the milk sold down to 1 and the bread sold out since they went in the cart. Each line says so with its
 * one-tap fix, and Proceed waits, saying why, until both are fixed.
 */
export const ShortOfStock: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shortShelf(),
  play: ({ canvas }) => fixesShortLines(canvas),
};

/**
 * Issue 18, for a guest: the stored cart knows nothing of stock, so the cart reads the catalog's figures. The milk
 * sold down to 1 and the bread sold out since they went in; the same flags and fixes as a customer's.
 */
export const GuestShortOfStock: Story = {
  decorators: [withScreen({ path: '/cart', location: patna, guestCart })],
  parameters: shortShelf(),
  play: ({ canvas }) => fixesShortLines(canvas),
};

/** Issue 18: the cart watches its products on /stock; a line that sells out while the cart is open is flagged at once. */
export const SoldOutWhileOpen: Story = {
  decorators: [withScreen({ path: '/cart', role: 'customer', location: patna })],
  parameters: shop(),
  render: () => (
    <LiveStockStory pushes={[{ productId: productNamed('Robusta Banana')._id, available: 0 }]}>
      <CartScreen />
    </LiveStockStory>
  ),
  play: async ({ canvas }) => {
    const banana = within(await canvas.findByRole('listitem', { name: 'Robusta Banana' }, slow));
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    await expect(await banana.findByText('Out of stock', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

/**
 * Issue 19 item 1: outside Patna the cart still opens (no silent redirect), shows the lines, and says why it cannot
 * go on, with "Select Location" where Proceed would be.
 */
export const OutsidePatna: Story = {
  decorators: [withScreen({ path: '/cart', location: 'Station Road, Gaya, Bihar', guestCart })],
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Amul Taaza Toned Milk' }, slow)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We deliver only in Patna. Choose your delivery location to continue.');
    await expect(canvas.queryByRole('button', { name: 'Proceed' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Select Location' })).toHaveAccessibleDescription(
      'We deliver only in Patna. Choose your delivery location to continue.',
    );
  },
};

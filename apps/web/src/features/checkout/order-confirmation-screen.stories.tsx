import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { buildOrder, createShopHandlers, ordersErrorHandlers, ordersLoadingHandlers, productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { Departure } from './checkout-story-harness';
import { OrderConfirmationScreen } from './order-confirmation-screen';
import { type OnlineMethod, rememberPaymentMethod } from '../../shared/payments/payment-method-store';
import { slow } from '../../shared/testing/story-shop';

const orderId = '6922b4d0e1f2a3b4c5d60001';
// The order just placed by cash, as the API has it: the screen shows its number, never the id in the address.
const codOrder = buildOrder({
  id: orderId, status: 'confirmed', paymentStatus: 'pending', paymentMethod: 'COD',
  lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: '2025-11-22T10:00:00.000Z',
});
const confirmation = (query: string) => withScreen({ path: '/order-confirmation', url: `/order-confirmation?${query}`, role: 'customer' });

/** The screen with this tab's kept payment method, and a departing browser recorded rather than taken. */
function ConfirmationStory({ keptMethod }: { keptMethod?: OnlineMethod }) {
  const [paymentStore] = useState(() => {
    const store = new MemoryStorage();
    if (keptMethod) rememberPaymentMethod(store, orderId, keptMethod);
    return store;
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Where the browser was sent is said beside the screen, which stays on show (issue 19 item 9).
  return (
    <>
      {sentTo && <Departure sentTo={sentTo} />}
      <OrderConfirmationScreen paymentStore={paymentStore} sendBrowserTo={setSentTo} />
    </>
  );
}

const meta = {
  title: 'Screens/Checkout/OrderConfirmation',
  component: ConfirmationStory,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof ConfirmationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md §8 after a COD order: "Order placed successfully! Pay when your order arrives". */
export const CashOnDelivery: Story = {
  decorators: [confirmation(`orderId=${orderId}`)],
  parameters: { msw: { handlers: createShopHandlers({ orders: [codOrder] }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order placed successfully! Pay when your order arrives');
    await expect(await canvas.findByText(`#${codOrder.orderNumber}`, undefined, slow)).toBeVisible();
    await expect(canvas.getByText(/Order number/)).toHaveTextContent(/^Order number: #JP-\d{6}$/);
    await expect(canvas.queryByText(orderId)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/orders/${orderId}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /customer/dashboard');
  },
};

export const UpiPaid: Story = {
  decorators: [confirmation(`orderId=${orderId}&payment=succeeded`)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your order is paid and confirmed.');
    await expect(canvas.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
  },
};

// The order as the API has it after the provider's page failed its attempt.
const waitingOrder = (paymentMethod: OnlineMethod, paid = false) =>
  buildOrder({
    id: orderId, status: paid ? 'confirmed' : 'pending_payment', paymentStatus: paid ? 'paid' : 'failed', paymentMethod,
    lines: [{ product: productNamed('Farm Fresh Eggs'), quantity: 1 }], placedAt: '2025-11-22T10:00:00.000Z',
  });
const shopWith = (...orders: ReturnType<typeof waitingOrder>[]) => ({ msw: { handlers: createShopHandlers({ orders }) } });
const newPage = /^Navigated to \/api\/payments\/sandbox\/[0-9a-f]{24}\/[0-9a-f]{32}$/;

/** "Retry Payment" asks the API for a new attempt and the tab leaves for that attempt's page. */
export const UpiFailed: Story = {
  args: { keptMethod: 'UPI' },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: shopWith(waitingOrder('UPI')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(await canvas.findByText(`#${waitingOrder('UPI').orderNumber}`, undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent(newPage);
  },
};

/** A card is retried in the provider's frame, on this screen. */
export const CardFailed: Story = {
  args: { keptMethod: 'CARD' },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: shopWith(waitingOrder('CARD')),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    const frame = await canvas.findByTitle('Card payment', undefined, slow);
    await expect(`Navigated to ${frame.getAttribute('src')}`).toMatch(newPage);
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  },
};

/** Another tab (or after logout) does not know the method: the new attempt's page takes the whole tab. */
export const FailedElsewhere: Story = {
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: shopWith(waitingOrder('CARD')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Order' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent(newPage);
  },
};

/** While the API answers, the button is busy and a second click sends nothing. */
export const Retrying: Story = {
  args: { keptMethod: 'UPI' },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: { msw: { handlers: [...ordersLoadingHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry Payment' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'), slow);
  },
};

/** Paid meanwhile (another tab, a late notice): the API's 409 says so, no retry is offered, the order is a link away. */
export const AlreadyPaid: Story = {
  args: { keptMethod: 'UPI' },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: shopWith(waitingOrder('UPI', true)),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('This order is already paid');
    await expect(canvas.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/orders/${orderId}`);
  },
};

/** The API could not answer: its message, and the button stays to try again. */
export const RetryFailed: Story = {
  args: { keptMethod: 'UPI' },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  parameters: { msw: { handlers: [...ordersErrorHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  },
};

/** docs/product.md §2: the orderId is optional. */
export const WithoutOrderId: Story = {
  decorators: [confirmation('')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.queryByText(/Order number/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled();
  },
};

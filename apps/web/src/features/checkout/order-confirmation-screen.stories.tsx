import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { createShopHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { Departure } from './checkout-story-harness';
import { OrderConfirmationScreen } from './order-confirmation-screen';
import { rememberPayment, type OnlinePayment } from './payment-url-store';

const orderId = '6922b4d0e1f2a3b4c5d60001';
const confirmation = (query: string) => withScreen({ path: '/order-confirmation', url: `/order-confirmation?${query}`, role: 'customer' });

/** The screen with this tab's kept payment page, and a departing browser recorded rather than taken. */
function ConfirmationStory({ keptPayment }: { keptPayment?: OnlinePayment }) {
  const [paymentStore] = useState(() => {
    const store = new MemoryStorage();
    if (keptPayment) rememberPayment(store, orderId, keptPayment);
    return store;
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? <Departure sentTo={sentTo} /> : <OrderConfirmationScreen paymentStore={paymentStore} sendBrowserTo={setSentTo} />;
}

const meta = {
  title: 'Screens/Checkout/OrderConfirmation',
  component: ConfirmationStory,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers() } },
} satisfies Meta<typeof ConfirmationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 after a COD order: "Order placed successfully! Pay when your order arrives". */
export const CashOnDelivery: Story = {
  decorators: [confirmation(`orderId=${orderId}`)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order placed successfully! Pay when your order arrives');
    await expect(canvas.getByText('#6922b4d0')).toBeVisible();
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

/** The same page can still be paid after a failure: "Retry Payment" opens it again. */
export const UpiFailed: Story = {
  args: { keptPayment: { paymentUrl: `/api/payments/sandbox/${orderId}/page-key`, method: 'UPI' } },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(canvas.getByText('#6922b4d0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`Navigated to /api/payments/sandbox/${orderId}/page-key`);
  },
};

/** A card is retried in the provider's frame, on this screen. */
export const CardFailed: Story = {
  args: { keptPayment: { paymentUrl: `/api/payments/sandbox/${orderId}/page-key`, method: 'CARD' } },
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Payment' }));
    await expect(canvas.getByTitle('Card payment')).toHaveAttribute('src', `/api/payments/sandbox/${orderId}/page-key`);
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  },
};

/** Another tab (or after logout) knows no payment page: the order can still be opened. */
export const FailedElsewhere: Story = {
  decorators: [confirmation(`orderId=${orderId}&payment=failed`)],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Order' })).toBeVisible();
  },
};

/** SPEC §2: the orderId is optional. */
export const WithoutOrderId: Story = {
  decorators: [confirmation('')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.queryByText(/Order ID/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiUrl, errorReply, orderFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { InvoiceScreen } from './invoice-screen';

const order = orderFixtures.codPending;
const onPrint = fn();

const meta = {
  title: 'Screens/Admin/Invoice',
  component: InvoiceScreen,
  parameters: { layout: 'fullscreen' },
  args: { print: onPrint },
  decorators: [withScreen({ path: '/admin/transaction-management/:orderId', url: `/admin/transaction-management/${order._id}`, role: 'admin' })],
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;


/** The bill as the customer saw it, the payment, and a Print button (the page prints without the shop's chrome). */
export const Printable: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: `Invoice #${order.orderNumber}` }, slow)).toBeVisible();
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getAllByRole('row').at(-1)).toHaveTextContent('Grand total₹122.00');
    await expect(canvas.getByText('Payment: COD · pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(onPrint).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  parameters: shop(http.get(apiUrl('/orders/:id'), () => errorReply(404, 'Order not found'))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order not found', undefined, slow)).toBeVisible();
  },
};

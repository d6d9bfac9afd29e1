import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminOrdersEmptyHandlers,
  adminOrdersErrorHandlers,
  adminOrdersLoadingHandlers,
  apiUrl,
  auditErrorHandlers,
  createShopHandlers,
  errorReply,
  moneyShopFixture,
  orderFixtures,
  refundOrderFixtures,
} from '@jhatpat/api-client/testing';
import { allowedNextStatuses } from '@jhatpat/domain';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { OrderManagementScreen } from './order-management-screen';

const meta = {
  title: 'Screens/Admin/Order management',
  component: OrderManagementScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/order-management', role: 'admin' })],
} satisfies Meta<typeof OrderManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'Orders' })).getAllByRole('row').slice(1);
const codId = orderFixtures.codPending.orderNumber;

export const Loading: Story = {
  parameters: shop(...adminOrdersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** docs/product.md §8: "Failed to fetch orders". */
export const Failed: Story = {
  parameters: shop(...adminOrdersErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch orders', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: shop(...adminOrdersEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders found', undefined, slow)).toBeVisible();
  },
};

/** docs/product.md §9: ids as characters 18 to 24, upper-cased. */
export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6), slow);
    await expect(bodyRows(canvas)[1]).toHaveTextContent(`#${codId}`);
    await expect(bodyRows(canvas)[1]).toHaveTextContent('COD · pending');
  },
};

/** docs/product.md §5: a leading # is stripped before searching. */
export const SearchedById: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6), slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by order id, phone or name' }), `#${orderFixtures.codPending._id.slice(12)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1), slow);
    await expect(bodyRows(canvas)[0]).toHaveTextContent(`#${codId}`);
  },
};

export const FilteredByStatusAndPayment: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Payment' }), 'paid');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1), slow);
    await expect(bodyRows(canvas)[0]).toHaveTextContent(`#${orderFixtures.shipped.orderNumber}`);
  },
};

/** Issue 14: the payment filter offers partially_refunded. */
export const FilteredByPartlyRefunded: Story = {
  parameters: { msw: { handlers: createShopHandlers(moneyShopFixture) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(10), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Payment' }), 'partially_refunded');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1), slow);
    await expect(bodyRows(canvas)[0]).toHaveTextContent(`#${refundOrderFixtures.partlyRefunded.orderNumber}`);
  },
};

/** The View modal: customer, address, items and history; status moves only as the transition table allows. */
export const ViewAndMoveStatus: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View order #${codId}` }, slow));
    const dialog = await canvas.findByRole('dialog', { name: `Order #${codId}` });
    await expect(await within(dialog).findByRole('list', { name: 'Order history' }, slow)).toHaveTextContent('Order placed (COD, confirmed)');
    await expect(within(dialog).getByRole('region', { name: 'Customer' })).toHaveTextContent(orderFixtures.codPending.userId.name);
    const next = within(dialog).getByRole('combobox', { name: 'Change status to' });
    await expect(within(next).getAllByRole('option').map((o) => o.textContent)).toEqual([...allowedNextStatuses('confirmed')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await expect(await within(dialog).findByRole('status', undefined, slow)).toHaveTextContent('Order status updated successfully!');
    await expect(within(dialog).getByRole('list', { name: 'Order history' })).toHaveTextContent('Status confirmed → preparing');
  },
};

export const PaymentAndDeliveryDetails: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View order #${codId}` }, slow));
    const dialog = await canvas.findByRole('dialog', { name: `Order #${codId}` });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Payment status' }, slow), 'paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Payment' }));
    await expect(await within(dialog).findByRole('status', undefined, slow)).toHaveTextContent('Payment status updated successfully!');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'Jhatpat Fleet');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'JP-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Delivery Details' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Delivery details updated successfully!'), slow);
    await expect(bodyRows(canvas)[1]).toHaveTextContent('COD · paid');
  },
};

/** docs/product.md §8 "Failed to get order details" when the order itself cannot be read. */
export const ViewFailed: Story = {
  parameters: shop(http.get(apiUrl('/orders/:id'), () => errorReply(500, 'database unavailable'))),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View order #${codId}` }, slow));
    const dialog = await canvas.findByRole('dialog', { name: `Order #${codId}` });
    await expect(await within(dialog).findByRole('alert', undefined, slow)).toHaveTextContent('Failed to get order details');
  },
};

/** A history that cannot load does not hide the order. */
export const HistoryUnavailable: Story = {
  parameters: shop(...auditErrorHandlers()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View order #${codId}` }, slow));
    const dialog = await canvas.findByRole('dialog', { name: `Order #${codId}` });
    await expect(await within(dialog).findByText('History is not available.', undefined, slow)).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Items' })).toHaveTextContent('Amul Taaza Toned Milk');
  },
};

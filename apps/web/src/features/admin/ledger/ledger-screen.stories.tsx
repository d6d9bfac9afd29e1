import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createShopHandlers, insightsEmptyHandlers, insightsErrorHandlers, insightsLoadingHandlers, moneyShopFixture, orderFixtures, refundOrderFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { LedgerScreen } from './ledger-screen';

const meta = {
  title: 'Screens/Admin/Invoice and transaction',
  component: LedgerScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/transaction-management', role: 'admin' })],
} satisfies Meta<typeof LedgerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'Payments, newest first' })).getAllByRole('row').slice(1);

export const Loading: Story = {
  parameters: shop(...insightsLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Payments, newest first' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...insightsErrorHandlers('Failed to load payments')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load payments', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: shop(...insightsEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No payments match', undefined, slow)).toBeVisible();
  },
};

/** Method, amount, status and provider reference of every payment, cash ones included. */
export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(6), slow);
    const paid = rows(canvas).find((r) => r.textContent?.includes(orderFixtures.upiPaid.orderNumber));
    await expect(paid).toHaveTextContent('UPI');
    await expect(paid).toHaveTextContent('Paid');
    await expect(paid).toHaveTextContent('Payment');
    await expect(paid).toHaveTextContent(`sandbox · sbx_${orderFixtures.upiPaid._id.slice(-8)}`);
  },
};

export const FilteredByStatusAndMethod: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(6), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Method' }), 'COD');
    await waitFor(() => expect(rows(canvas)).toHaveLength(2), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1), slow);
    await userEvent.click(within(rows(canvas)[0]).getByRole('link'));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`/admin/transaction-management/${orderFixtures.codPending._id}`);
  },
};

const moneyShop = { msw: { handlers: createShopHandlers(moneyShopFixture) } };
const rowsOf = (canvas: ReturnType<typeof within>, orderNumber: string) => rows(canvas).filter((r) => r.textContent?.includes(`#${orderNumber}`));

/** Issue 14: a refund is a line of its own (kind Refund, its reason), beside the payment it gives back. */
export const WithRefunds: Story = {
  parameters: moneyShop,
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(13), slow);
    const [refund, payment] = rowsOf(canvas, refundOrderFixtures.partlyRefunded.orderNumber);
    await expect(refund).toHaveTextContent('Refund');
    await expect(refund).toHaveTextContent('Refunded');
    await expect(refund).toHaveTextContent('Paneer arrived damaged');
    await expect(payment).toHaveTextContent('Partially refunded');
    await expect(rowsOf(canvas, orderFixtures.codPending.orderNumber)[0]).toHaveTextContent('Cash');
  },
};

/** The status filter offers the refund statuses, readable. */
export const FilteredByRefundPending: Story = {
  parameters: moneyShop,
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(13), slow);
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(within(status).getByRole('option', { name: 'Partially refunded' })).toBeInTheDocument();
    await userEvent.selectOptions(status, 'Refund pending');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1), slow);
    await expect(rows(canvas)[0]).toHaveTextContent('One pack of rice out of stock');
  },
};

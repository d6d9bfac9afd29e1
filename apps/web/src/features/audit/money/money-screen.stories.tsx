import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  auditMoneyEmptyHandlers,
  auditMoneyErrorHandlers,
  auditMoneyLoadingHandlers,
  apiUrl,
  createShopHandlers,
  errorReply,
  moneyShopFixture,
  refundOrderFixtures,
} from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { slow } from '../../../shared/testing/story-shop';
import { MoneyScreen } from './money-screen';
import { lastSevenDays } from './money-range';

const meta = {
  title: 'Screens/Audit/Money',
  component: MoneyScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MoneyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The fixture orders were placed from 18 to 22 November 2025 (IST).
const week = [withScreen({ path: '/audit/money', url: '/audit/money?from=2025-11-16&to=2025-11-22', role: 'auditor' })];
/** The shop of every fixture order with its refunds, `first` answering before it. */
const moneyShop = (...first: HttpHandler[]) => ({ msw: { handlers: [...first, ...createShopHandlers(moneyShopFixture)] } });

export const Loading: Story = {
  decorators: week,
  parameters: moneyShop(...auditMoneyLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the money report' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  decorators: week,
  parameters: moneyShop(...auditMoneyErrorHandlers('Failed to load the money report')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the money report', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** No money moved: zero totals, no chart, and no exceptions. */
export const Empty: Story = {
  decorators: week,
  parameters: moneyShop(...auditMoneyEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No money moved in these days' }, slow)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText("Every order's balance is what its status says")).toBeVisible();
  },
};

/** A week: the chart, its table with totals last, and an order to look into, linked to its timeline. */
export const Week: Story = {
  decorators: week,
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /for each of 7 days/ }, slow)).toBeVisible();
    const days = within(canvas.getByRole('table', { name: 'Money per day (IST)' })).getAllByRole('row');
    await expect(days).toHaveLength(9);
    await expect(days[5]).toHaveTextContent('20 Nov');
    await expect(days[5]).toHaveTextContent('₹90.00');
    await expect(days[8]).toHaveTextContent('Total');
    const off = within(canvas.getByRole('table', { name: 'Orders to look into' })).getAllByRole('row').slice(1);
    await expect(off).toHaveLength(1);
    await expect(off[0]).toHaveTextContent('cancelled but money not given back');
    await userEvent.click(within(off[0]).getByRole('link', { name: refundOrderFixtures.cancelledKept._id }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`/audit/orders/${refundOrderFixtures.cancelledKept._id}`);
  },
};

/** Opened with no days in the address: the last 7 IST days. */
export const DefaultLastSevenDays: Story = {
  decorators: [withScreen({ path: '/audit/money', role: 'auditor' })],
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const { from, to } = lastSevenDays();
    await expect(canvas.getByLabelText('From')).toHaveValue(from);
    await expect(canvas.getByLabelText('To')).toHaveValue(to);
    await expect(await canvas.findByRole('heading', { name: `Totals, ${from} to ${to}` }, slow)).toBeVisible();
  },
};

/** A range the API would refuse is not sent. */
export const RangeRefused: Story = {
  decorators: week,
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Totals, 2025-11-16 to 2025-11-22' }, slow);
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-11-23');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(from).toHaveAccessibleDescription(expect.stringContaining('From must not be after To'));
    await expect(canvas.getByRole('heading', { name: 'Totals, 2025-11-16 to 2025-11-22' })).toBeVisible();
  },
};

/** "Download CSV" fetches the report with the auditor's token and saves it under the API's name. */
export const DownloadCsv: Story = {
  decorators: week,
  parameters: moneyShop(),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Download CSV' }, slow);
    await expect(link).toHaveAttribute('href', '/api/audit/money?from=2025-11-16&to=2025-11-22&format=csv');
    await userEvent.click(link);
    await expect(await canvas.findByText('Downloaded jhatpat-money-2025-11-16-2025-11-22.csv', undefined, slow)).toHaveAttribute('role', 'status');
  },
};

/** The CSV cannot be had: the report stays, and the failure is said beside the link. */
export const DownloadCsvFailed: Story = {
  decorators: week,
  parameters: moneyShop(
    // Only the CSV fails; the JSON report falls through to the shop.
    http.get(apiUrl('/audit/money'), ({ request }) => (new URL(request.url).searchParams.get('format') === 'csv' ? errorReply(500, 'Failed to build the CSV') : undefined)),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Download CSV' }, slow));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Failed to build the CSV');
    await expect(canvas.getByRole('table', { name: 'Money per day (IST)' })).toBeVisible();
  },
};

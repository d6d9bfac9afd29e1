import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditErrorHandlers, auditLoadingHandlers, orderFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { shop, slow } from '../../shared/testing/story-shop';
import { AuditHomeScreen } from './audit-home-screen';

const meta = {
  title: 'Screens/Audit/Audit',
  component: AuditHomeScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/audit', role: 'auditor' })],
} satisfies Meta<typeof AuditHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: 'Orders placed, oldest first' });

export const Loading: Story = {
  parameters: shop(...auditLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...auditErrorHandlers('Failed to load the event log')),
  play: async ({ canvas }) => {
    // Both tables read the log: each says it failed.
    await waitFor(() => expect(canvas.getAllByText('Failed to load the event log')).toHaveLength(2), slow);
  },
};

/** Every order placed, each with who placed it and a link to its timeline. */
export const Filled: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('link')).toHaveLength(6), slow);
    const first = within(table(canvas)).getAllByRole('link')[0];
    await expect(first).toHaveAttribute('href', `/audit/orders/${orderFixtures.cancelled._id}`);
    await expect(within(table(canvas)).getAllByRole('row')[1]).toHaveTextContent('customer');
  },
};

/**
 * Every unmasking in the log: who, when, which order and why (docs/decisions.md#auditor-masking). One
 * recorded before issue 19 (the order's id, the asker's role) and one since (its number, the asker's name).
 */
export const Unmaskings: Story = {
  parameters: shop(
    http.get('*/api/audit/events', ({ request }) => {
      if (new URL(request.url).searchParams.get('type') !== 'OrderUnmasked') return undefined;
      const { _id: older } = orderFixtures.shipped;
      const { _id: orderId, orderNumber } = orderFixtures.codPending;
      const unmasking = { streamId: 'audit-access-user-auditor-1', streamType: 'audit-access', type: 'OrderUnmasked', schemaVersion: 1, metadata: { actorId: 'user-auditor-1', role: 'auditor' } };
      return HttpResponse.json({
        events: [
          { ...unmasking, eventId: 'unmask-1', version: 1, position: '5001', recordedAt: '2025-11-22T10:15:00.000Z', data: { orderId: older, reason: 'Customer dispute, ticket 4411', at: null } },
          { ...unmasking, eventId: 'unmask-2', version: 2, position: '5002', recordedAt: '2025-11-22T11:05:00.000Z', data: { orderId, orderNumber, by: 'Anita Auditor', reason: 'Rider could not find the address', at: null } },
        ],
        pagination: { page: 1, pages: 1, total: 2 },
      });
    }),
  ),
  play: async ({ canvas }) => {
    const unmasked = canvas.getByRole('table', { name: 'Orders unmasked, oldest first' });
    await waitFor(() => expect(within(unmasked).getAllByRole('row')).toHaveLength(3), slow);
    const [, older, newer] = within(unmasked).getAllByRole('row');
    await expect(older).toHaveTextContent('auditor');
    await expect(older).toHaveTextContent('Customer dispute, ticket 4411');
    await expect(within(older).getByRole('link')).toHaveAttribute('href', `/audit/orders/${orderFixtures.shipped._id}`);
    // The same asker, named by the later record (names, not roles; one order number for everyone).
    await expect(older).toHaveTextContent('auditor Anita Auditor');
    await expect(newer).toHaveTextContent('auditor Anita Auditor');
    await expect(within(newer).getByRole('link', { name: orderFixtures.codPending.orderNumber })).toHaveAttribute('href', `/audit/orders/${orderFixtures.codPending.orderNumber}`);
  },
};

/** An order number as people type it (#jp1002: # and case forgiven) opens the timeline of that number. */
export const OpenByNumber: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const { orderNumber } = orderFixtures.codPending;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number or id' }), `#jp${Number(orderNumber.slice(3))}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Open timeline' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`Navigated to /audit/orders/${orderNumber}`);
  },
};

/** An id is checked before it is opened; a good one (a leading # and capitals forgiven) opens the timeline. */
export const OpenById: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Order number or id' });
    await userEvent.type(field, 'D60002');
    await userEvent.click(canvas.getByRole('button', { name: 'Open timeline' }));
    await expect(await canvas.findByText('Enter the order number (JP-000123) or the full order id (24 characters, 0-9 and a-f)')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, `#${orderFixtures.codPending._id.toUpperCase()}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Open timeline' }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent(`Navigated to /audit/orders/${orderFixtures.codPending._id}`);
  },
};

/** The money report is one click from the audit home. */
export const ToTheMoneyReport: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Money:/ }));
    await expect(canvas.getByRole('status', { name: 'Navigated to' })).toHaveTextContent('/audit/money');
  },
};

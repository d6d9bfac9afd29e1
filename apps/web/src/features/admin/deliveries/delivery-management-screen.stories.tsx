import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminOrdersErrorHandlers, adminOrdersLoadingHandlers, orderFixtures, riderFixture } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { DeliveryManagementScreen } from './delivery-management-screen';

const meta = {
  title: 'Screens/Admin/Delivery management',
  component: DeliveryManagementScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/delivery-management', role: 'admin' })],
} satisfies Meta<typeof DeliveryManagementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'Deliveries' })).getAllByRole('row').slice(1);
const codId = orderFixtures.codPending.orderNumber;

export const Loading: Story = {
  parameters: shop(...adminOrdersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Deliveries' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...adminOrdersErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong on our side. Please try again.', undefined, slow)).toBeVisible();
  },
};

/** Confirmed orders first: customer, locality, who carries it, status and age. */
export const Confirmed: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(1), slow);
    await expect(rows(canvas)[0]).toHaveTextContent(`#${codId}`);
    await expect(rows(canvas)[0]).toHaveTextContent('Boring Road');
    await expect(rows(canvas)[0]).toHaveTextContent('Unassigned');
  },
};

export const ShippedWithTheirRiders: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent(riderFixture.name), slow);
    await expect(within(rows(canvas)[0]).queryByRole('button', { name: 'Assign' })).toBeNull();
  },
};

/** Choose a rider for a ready order and assign it: the table shows who carries it now. */
export const Assigned: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    const rider = await canvas.findByRole('combobox', { name: `Rider for order #${codId}` }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a delivery user first');
    await waitFor(() => expect(within(rider).getAllByRole('option').length).toBeGreaterThan(1), slow);
    await userEvent.selectOptions(rider, riderFixture._id);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent(`Order #${codId} assigned to ${riderFixture.name}`);
    await expect(rows(canvas)[0]).toHaveTextContent(riderFixture.name);
    await expect(canvas.getByRole('button', { name: 'Reassign' })).toBeVisible();
  },
};

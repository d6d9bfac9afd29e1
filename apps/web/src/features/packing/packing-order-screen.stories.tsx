import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildPackingOrder, createShopHandlers, packerFixture, packingErrorHandlers, packingHandlers, packingLoadingHandlers, productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { PackingOrderScreen } from './packing-order-screen';

const ORDER_ID = '6750f0c1a3b2c4d5e6f8b001';
/** A prepaid order the story's packer has claimed: two lines, nothing decided yet. */
const claimed = buildPackingOrder({
  id: ORDER_ID,
  orderNumber: 'JP-000412',
  placedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  status: 'preparing',
  packer: packerFixture,
  lines: [
    { product: productNamed('Amul Taaza Toned Milk'), quantity: 3 },
    { product: productNamed('Harvest Gold White Bread'), quantity: 1 },
  ],
});

const meta = {
  title: 'Screens/Packing/Packing an order',
  component: PackingOrderScreen,
  args: { tick: false },
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/packing/:orderId', url: `/packing/${ORDER_ID}`, role: 'packer' })],
} satisfies Meta<typeof PackingOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };
const shop = (...handlers: ReturnType<typeof packingHandlers>) => ({ msw: { handlers: [...handlers, ...createShopHandlers()] } });

export const Loading: Story = {
  parameters: shop(...packingLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the order')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...packingErrorHandlers('Failed to load the order')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the order', undefined, slow)).toBeVisible();
  },
};

/** Claimed, nothing decided: Finish waits for every line. */
export const ToPick: Story = {
  parameters: shop(...packingHandlers([claimed])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Packing order JP-000412' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish packing' })).toBeDisabled();
    await expect(canvas.getByText('2 lines still to pick')).toBeVisible();
  },
};

/** The bread is ticked, the milk is one short: the bill drops by one milk, and the order can be finished. */
export const WithAShortLine: Story = {
  parameters: shop(...packingHandlers([claimed])),
  play: async ({ canvas }) => {
    const bread = await canvas.findByRole('listitem', { name: 'Harvest Gold White Bread' }, slow);
    await userEvent.click(within(bread).getByRole('button', { name: 'Picked' }));
    await waitFor(() => expect(within(bread).queryByRole('button', { name: 'Picked' })).toBeNull());
    await expect(within(bread).getByText('Picked')).toBeVisible();
    const milk = canvas.getByRole('listitem', { name: 'Amul Taaza Toned Milk' });
    await userEvent.click(within(milk).getByRole('button', { name: 'Short' }));
    await userEvent.clear(within(milk).getByLabelText('Units missing'));
    await userEvent.type(within(milk).getByLabelText('Units missing'), '1');
    await userEvent.click(within(milk).getByRole('button', { name: 'Mark short' }));
    await expect(await within(milk).findByText('Short 1 · −₹27.00')).toBeVisible();
    await expect(canvas.getByText('₹27.00', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish packing' })).toBeEnabled();
  },
};

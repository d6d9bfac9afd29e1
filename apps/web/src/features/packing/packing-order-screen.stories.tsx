import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildPackingOrder, createShopHandlers, PACKING_NOW, packerFixture, packingErrorHandlers, packingHandlers, packingLoadingHandlers, productFixtures, productNamed } from '@jhatpat/api-client/testing';
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

/** The same packer's next order: two litres of Sudha full-cream milk the shelf has run out of, and bread. */
const fullCream = buildPackingOrder({
  id: ORDER_ID,
  orderNumber: 'JP-000413',
  placedAt: new Date(Date.now() - 4 * 60_000).toISOString(),
  status: 'preparing',
  packer: packerFixture,
  paymentMethod: 'COD',
  lines: [
    { product: productNamed('Sudha Full Cream Milk'), quantity: 2 },
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

const openSubstitutes = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) => {
  const line = await canvas.findByRole('listitem', { name }, slow);
  await userEvent.click(within(line).getByRole('button', { name: 'Substitute' }));
  return line;
};

/** The picker for the full-cream milk: dairy at ₹68 or less with two in stock, dearest first, with what each takes off. */
export const SubstitutePickerOpen: Story = {
  parameters: shop(...packingHandlers([fullCream])),
  play: async ({ canvas }) => {
    const milk = await openSubstitutes(canvas, 'Sudha Full Cream Milk');
    const choices = await within(milk).findByRole('list', { name: 'Substitutes for Sudha Full Cream Milk' }, slow);
    const offered = within(choices).getAllByRole('radio');
    await expect(offered.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '2 × Amul Gold Full Cream Milk · 500 ml ₹34.00 each · 24 in stock · ₹68.00 off the bill',
      '2 × Amul Taaza Toned Milk · 500 ml ₹27.00 each · 42 in stock · ₹82.00 off the bill',
    ]);
    await expect(within(milk).getByRole('button', { name: 'Put in instead' })).toBeDisabled();
    await userEvent.click(within(choices).getByRole('radio', { name: /Amul Gold Full Cream Milk/ }));
    await expect(within(milk).getByRole('button', { name: 'Put in instead' })).toBeEnabled();
  },
};

/** Amul Gold goes in for the full-cream milk: the line is decided and the difference comes off the cash due. */
export const Substituted: Story = {
  parameters: shop(...packingHandlers([fullCream])),
  play: async ({ canvas }) => {
    const milk = await openSubstitutes(canvas, 'Sudha Full Cream Milk');
    await userEvent.click(await within(milk).findByRole('radio', { name: /Amul Gold Full Cream Milk/ }, slow));
    await userEvent.click(within(milk).getByRole('button', { name: 'Put in instead' }));
    await expect(await within(milk).findByText('Substituted: Amul Gold Full Cream Milk', undefined, slow)).toBeVisible();
    await expect(within(milk).queryByRole('button', { name: 'Substitute' })).toBeNull();
    await expect(canvas.getByText('₹68.00', { selector: 'dd' })).toBeVisible();
  },
};

/** The toned milk is the cheapest dairy on the shelf: nothing can go in instead, so the packer marks it short. */
export const NoSubstitute: Story = {
  parameters: shop(...packingHandlers([claimed])),
  play: async ({ canvas }) => {
    const milk = await openSubstitutes(canvas, 'Amul Taaza Toned Milk');
    await expect(await within(milk).findByText(/^Nothing of the same kind at this price or less is in stock for 3\./, undefined, slow)).toBeVisible();
    await expect(within(milk).queryByRole('button', { name: 'Put in instead' })).toBeNull();
    await userEvent.click(within(milk).getByRole('button', { name: 'Cancel' }));
    await expect(within(milk).getByRole('button', { name: 'Short' })).toBeVisible();
  },
};

/** Amul Gold sold out between the list and the tap: the API's refusal stays in the picker and the line stays open. */
export const SubstituteRefused: Story = {
  parameters: shop(...packingHandlers([fullCream], PACKING_NOW, productFixtures.map((p) => (p.name === 'Amul Gold Full Cream Milk' ? { ...p, available: 1 } : p)))),
  play: async ({ canvas }) => {
    const milk = await openSubstitutes(canvas, 'Sudha Full Cream Milk');
    await userEvent.click(await within(milk).findByRole('radio', { name: /Amul Gold Full Cream Milk/ }, slow));
    await userEvent.click(within(milk).getByRole('button', { name: 'Put in instead' }));
    await expect(await within(milk).findByRole('alert', undefined, slow)).toHaveTextContent('Not enough stock: Amul Gold Full Cream Milk (1 left)');
    await expect(within(milk).queryByText(/^Substituted:/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Finish packing' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StockAlert } from '@jhatpat/api-client';
import {
  createInventoryState,
  inventoryEmptyHandlers,
  inventoryErrorHandlers,
  inventoryHandlers,
  inventoryLoadingHandlers,
  productNamed,
} from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { AdminLiveStory } from '../notifications/fake-admin-live';
import { InventoryScreen } from './inventory-screen';

const meta = {
  title: 'Screens/Admin/Inventory',
  component: InventoryScreen,
  parameters: { layout: 'fullscreen' },
  // The admin area's live pushes are the shop layout's; here a quiet order feed and the story's `stockAlerts`
  // (a parameter, not an arg: the screen takes no props, and the alerts are the socket's, not the screen's).
  render: (_args, { parameters }) => (
    <AdminLiveStory alerts={(parameters.stockAlerts as StockAlert[] | undefined) ?? []}>
      <InventoryScreen />
    </AdminLiveStory>
  ),
  decorators: [withScreen({ path: '/admin/inventory', role: 'admin' })],
} satisfies Meta<typeof InventoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: 'Stock by product' });
const bodyRows = (canvas: ReturnType<typeof within>) => within(table(canvas)).getAllByRole('row').slice(1);
const rowOf = (canvas: ReturnType<typeof within>, name: string) => bodyRows(canvas).find((row) => row.textContent?.includes(name))!;
const paneer = productNamed('Sudha Fresh Malai Paneer');

export const Loading: Story = {
  parameters: shop(...inventoryLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...inventoryErrorHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong on our side. Please try again.', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: shop(...inventoryEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products yet', undefined, slow)).toBeVisible();
  },
};

/** Every product with on hand, reserved, available and its level. */
export const Filled: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(12), slow);
    const row = rowOf(canvas, 'Sudha Fresh Malai Paneer');
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['5', '2', '3', 'Low stock']),
    );
    await expect(within(rowOf(canvas, 'Magahi Paan')).getByText('Out of stock')).toBeVisible();
  },
};

/** The level filter and the search go to the server; an empty answer says what was asked. */
export const Filtered: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(12), slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'out');
    await waitFor(
      () => expect(bodyRows(canvas).map((row) => row.textContent)).toEqual([expect.stringContaining('Desi Tomato'), expect.stringContaining('Magahi Paan')]),
      slow,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'low');
    await waitFor(
      () => expect(bodyRows(canvas).map((row) => row.textContent)).toEqual([expect.stringContaining('Sudha Fresh Malai Paneer'), expect.stringContaining('Farm Fresh Eggs')]),
      slow,
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'atta');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No products match “atta”', undefined, slow)).toBeVisible();
  },
};

/** Receiving stock: problems under the field first, then the row shows the new figures. */
export const ReceiveStock: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Receive stock: Sudha Fresh Malai Paneer' }, slow));
    const dialog = within(canvas.getByRole('dialog', { name: 'Receive stock: Sudha Fresh Malai Paneer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Receive' }));
    await expect(dialog.getByRole('textbox', { name: 'Units received' })).toHaveAccessibleDescription('Enter how many units arrived');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Units received' }), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Receive' }));
    await expect(dialog.getByRole('textbox', { name: 'Units received' })).toHaveAccessibleDescription('Enter a whole number from 1 to 1,00,000');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Units received' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Units received' }), '24');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Sudha dairy, invoice 4471');
    await userEvent.click(dialog.getByRole('button', { name: 'Receive' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Received stock: Sudha Fresh Malai Paneer now has 27 available');
    await expect(within(rowOf(canvas, 'Sudha Fresh Malai Paneer')).getByText('In stock')).toBeVisible();
  },
};

/** Adjusting below what orders hold is refused by the server, and its reason is shown in the dialog. */
export const AdjustRefused: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust stock: Sudha Fresh Malai Paneer' }, slow));
    const dialog = within(canvas.getByRole('dialog', { name: 'Adjust stock: Sudha Fresh Malai Paneer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Choose a reason');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Change in units' }), '-4');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'damaged');
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await expect(await dialog.findByRole('alert', undefined, slow)).toHaveTextContent('That would leave 1 on hand, fewer than the 2 reserved for orders');
  },
};

/** A damaged pack written off: the row drops and the history shows the adjustment first. */
export const AdjustedAndHistory: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust stock: Sudha Fresh Malai Paneer' }, slow));
    const dialog = within(canvas.getByRole('dialog', { name: 'Adjust stock: Sudha Fresh Malai Paneer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Change in units' }), '-1');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'damaged');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Torn pack');
    await userEvent.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Adjusted stock: Sudha Fresh Malai Paneer now has 2 available');
    await userEvent.click(canvas.getByRole('button', { name: 'Stock history: Sudha Fresh Malai Paneer' }));
    const history = await canvas.findByRole('list', { name: 'Stock history of Sudha Fresh Malai Paneer' }, slow);
    const entries = within(history).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('Adjusted (damaged)');
    await expect(entries[0]).toHaveTextContent('Torn pack');
    await expect(entries[2]).toHaveTextContent('Received');
  },
};

/** A product that never had stock has no history yet. */
export const EmptyHistory: Story = {
  parameters: shop(...inventoryHandlers()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stock history: Magahi Paan' }, slow));
    await expect(await canvas.findByText('No stock movements yet', undefined, slow)).toBeVisible();
  },
};

/** A live alert on /admin: toasted, counted beside the title, and the product's row updated at once. */
export const LiveAlert: Story = {
  parameters: {
    ...shop(...inventoryHandlers(createInventoryState())),
    stockAlerts: [{ productId: paneer._id, name: paneer.name, available: 0, level: 'out', at: '2026-11-26T10:00:00.000Z' }] satisfies StockAlert[],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(12), slow);
    await expect(await canvas.findByRole('button', { name: /^1 new stock alerts: Sudha Fresh Malai Paneer is out of stock/ }, slow)).toBeVisible();
    await expect(within(rowOf(canvas, 'Sudha Fresh Malai Paneer')).getByText('Out of stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /new stock alerts/ }));
    await expect(canvas.queryByRole('button', { name: /new stock alerts/ })).toBeNull();
  },
};

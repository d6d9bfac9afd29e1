import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { ProductsScreen } from './products-screen';

const meta = {
  title: 'Screens/Admin/Products',
  component: ProductsScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/products', role: 'admin' })],
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table', { name: 'All products' })).getAllByRole('row').slice(1);

export const Loading: Story = {
  parameters: shop(...productsLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All products' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...productsErrorHandlers('Failed to load products')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load products', undefined, slow)).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(3), slow);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a product' }), 'amul taaza');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Find a product' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a product' }), 'no such thing');
    await expect(canvas.getByText('No products match “no such thing”')).toBeVisible();
  },
};

/** Hide takes a product off the shelves (and Show puts it back) without leaving the list. */
export const HiddenAndShown: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide Amul Taaza Toned Milk' }, slow));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Amul Taaza Toned Milk is hidden from shoppers');
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Amul Taaza Toned Milk' }, slow));
    await expect(await canvas.findByText('Amul Taaza Toned Milk is back on the shelves', undefined, slow)).toBeVisible();
  },
};

export const Edited: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Amul Taaza Toned Milk' }, slow));
    const dialog = canvas.getByRole('dialog', { name: 'Edit Amul Taaza Toned Milk' });
    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status', undefined, slow)).toHaveTextContent('Amul Taaza Toned Milk updated');
    const row = rows(canvas).find((r) => r.textContent?.includes('Amul Taaza Toned Milk'));
    await expect(row).toHaveTextContent('₹29.00');
  },
};

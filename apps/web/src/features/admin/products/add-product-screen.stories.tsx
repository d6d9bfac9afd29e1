import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl, errorReply } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { AddProductScreen } from './add-product-screen';

const meta = {
  title: 'Screens/Admin/Add product',
  component: AddProductScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/admin/add-product', role: 'admin' })],
} satisfies Meta<typeof AddProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;


export const Empty: Story = { parameters: shop() };

/** docs/product.md §5: name and price required, price numeric; nothing is sent until they are. */
export const Refused: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(canvas.getByText('Product name is required')).toBeVisible();
    await expect(canvas.getByText('Price is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), 'twenty');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(canvas.getByText('Price must be a number above 0, with at most 2 decimals')).toBeVisible();
  },
};

/** The image as shoppers will see it, before saving. */
export const WithPreview: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Malai Paneer');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Image URL/ }), '/api/images/products/amul-taaza-toned-milk-500-ml.svg');
    await expect(canvas.getByRole('img', { name: 'Preview of Malai Paneer' })).toHaveAttribute('src', '/api/images/products/amul-taaza-toned-milk-500-ml.svg');
  },
};

/** docs/product.md §8: "Product added successfully!", then /admin/dashboard. */
export const Added: Story = {
  parameters: shop(),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Malai Paneer 200 g');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), '89.50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'dairy');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await within(document.body).findByText('Product added successfully!', undefined, slow)).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /admin/dashboard');
  },
};

/** docs/product.md §8: "Something went wrong. Please try again.", with the server's reason after it. */
export const Failed: Story = {
  parameters: shop(http.post(apiUrl('/products/add'), () => errorReply(409, 'A product with this name already exists'))),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Amul Taaza Toned Milk');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), '27');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent('Something went wrong. Please try again. A product with this name already exists');
  },
};

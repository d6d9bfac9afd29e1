import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { rupeesToPaise } from '@jhatpat/domain';
import { productNamed } from '@jhatpat/api-client/testing';
import { withScreen } from '../testing/screen-story';
import { shop, slow } from '../testing/story-shop';
import { ShopCartBar } from './shop-cart-bar';

const meta = {
  title: 'Screens/App/ShopCartBar',
  component: ShopCartBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopCartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const milk = productNamed('Amul Taaza Toned Milk');

/** Issue 19 item 2: a guest's two cartons of milk float at the bottom as "View cart", and the bar opens the cart. */
export const GuestWithItems: Story = {
  decorators: [
    withScreen({ path: '/', guestCart: [{ productId: milk._id, name: milk.name, price: rupeesToPaise(milk.price), image: milk.image, quantity: 2 }] }),
  ],
  parameters: shop(),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('link', { name: '2 items ₹54.00 View cart' }, slow);
    await userEvent.click(bar);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' }, slow)).toHaveTextContent('Navigated to /cart');
  },
};

/** An empty cart: no bar. */
export const GuestEmpty: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: shop(),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /View cart/ })).toBeNull();
  },
};

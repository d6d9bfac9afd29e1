import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShopHandlers, productFixtures, productsEmptyHandlers, productsErrorHandlers, productsLoadingHandlers } from '@jhatpat/api-client/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withScreen } from '../../shared/testing/screen-story';
import { HomeScreen } from './home-screen';
import { shelfFixtures } from './storefront.fixtures';

const catalog = { products: [...productFixtures, ...shelfFixtures] };
const shelfTitles = ['Related products', 'Cold drinks & juices', 'Snacks & chips', 'Candies & gums', 'Makhana & dry fruits'];

const meta = {
  title: 'Screens/Storefront/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: createShopHandlers(catalog) } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withScreen({ path: '/' })],
  play: async ({ canvas }) => {
    // The banner carousel: slides lead to /{path} for guests (docs/product.md §2).
    const carousel = await canvas.findByRole('region', { name: 'Offers' });
    await expect(within(carousel).getByRole('link', { name: /Seasonal Sale/ })).toHaveAttribute('href', '/seasonal-sale');
    await expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeDisabled();

    const categories = canvas.getByRole('list', { name: 'Shop by category' });
    await expect(within(categories).getAllByRole('link')).toHaveLength(20);
    await expect(within(categories).getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/dairy');

    // Every section, the last one loaded after the others; each keeps to its own shelf.
    for (const title of shelfTitles) await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
    const drinks = canvas.getByRole('region', { name: 'Cold drinks & juices' });
    await expect(within(drinks).getByRole('heading', { name: 'Thums Up' })).toBeVisible();
    await expect(within(drinks).queryByRole('heading', { name: 'Red Bull Energy Drink' })).toBeNull();
    await expect(within(drinks).getByRole('link', { name: 'See all: Cold drinks & juices' })).toHaveAttribute('href', '/beverages');

    // ADD becomes − 1 + (the guest cart lives in browser storage).
    await userEvent.click(within(drinks).getByRole('button', { name: 'ADD Thums Up' }));
    const stepper = await within(drinks).findByRole('group', { name: 'Quantity of Thums Up' });
    await expect(stepper).toHaveTextContent('1');
    await userEvent.click(within(stepper).getByRole('button', { name: 'Add one Thums Up' }));
    await waitFor(() => expect(within(drinks).getByRole('group', { name: 'Quantity of Thums Up' })).toHaveTextContent('2'));
  },
};

export const GuestOpensProduct: Story = {
  decorators: [withScreen({ path: '/' })],
  play: async ({ canvas }) => {
    const candies = await canvas.findByRole('region', { name: 'Candies & gums' });
    // Issue 19 item 13: the tile's name is a real link (the keyboard and "open in new tab" reach it too).
    const tile = within(candies).getByRole('link', { name: 'Cadbury Dairy Milk' });
    await expect(tile).toHaveAttribute('href', `/product/${shelfFixtures[4]._id}`);
    await userEvent.click(tile);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(`Navigated to /product/${shelfFixtures[4]._id}`);
  },
};

export const GuestFollowsBanner: Story = {
  decorators: [withScreen({ path: '/' })],
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: 'Offers' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Go to slide 2' }));
    await expect(within(carousel).getByRole('group', { name: '2 of 5' })).toBeVisible();
    await userEvent.click(within(carousel).getByRole('link', { name: /Paan Corner/ }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /paan-corner');
  },
};

export const Customer: Story = {
  decorators: [withScreen({ path: '/', role: 'customer', location: 'Boring Road, Patna, Bihar' })],
  play: async ({ canvas }) => {
    const carousel = await canvas.findByRole('region', { name: 'Offers' });
    await expect(within(carousel).getByRole('link', { name: /Seasonal Sale/ })).toHaveAttribute('href', '/c/seasonal-sale');
    await expect(canvas.getByRole('link', { name: 'Fruits' })).toHaveAttribute('href', '/c/fruits');
    const snacks = await canvas.findByRole('region', { name: 'Snacks & chips' });
    await expect(within(snacks).getByRole('link', { name: 'See all: Snacks & chips' })).toHaveAttribute('href', '/c/snacks');
    // The customer's cart is on the server: ADD waits for its answer, then shows the stepper.
    await userEvent.click(within(snacks).getByRole('button', { name: 'ADD Haldiram Aloo Bhujia' }));
    await expect(await within(snacks).findByRole('group', { name: 'Quantity of Haldiram Aloo Bhujia' })).toHaveTextContent('1');
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: { msw: { handlers: [...productsLoadingHandlers(), ...createShopHandlers(catalog)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
    // docs/product.md §9: 30 skeleton cards while the products load.
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(30);
    await expect(canvas.getByRole('list', { name: 'Shop by category' })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: { msw: { handlers: [...productsEmptyHandlers(), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products to show right now' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Offers' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Related products' })).toBeNull();
  },
};

export const Failed: Story = {
  decorators: [withScreen({ path: '/' })],
  parameters: { msw: { handlers: [...productsErrorHandlers('Catalog is being updated. Please try again.'), ...createShopHandlers(catalog)] } },
  play: async ({ canvas }) => {
    // Each section says what failed and offers a retry; the categories still work.
    const related = await canvas.findByRole('region', { name: 'Related products' });
    await expect(within(related).getByRole('alert')).toHaveTextContent('Catalog is being updated. Please try again.');
    await expect(within(related).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Makhana & dry fruits' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/dairy');
  },
};

export const Admin: Story = {
  decorators: [withScreen({ path: '/', role: 'admin' })],
  play: async ({ canvas }) => {
    // docs/product.md §1: no storefront content for admins, only the way to their dashboard.
    await expect(await canvas.findByRole('heading', { name: 'You are signed in as an admin' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Shop by category' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the admin dashboard' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent('Navigated to /admin/dashboard');
  },
};

export const Delivery: Story = {
  decorators: [withScreen({ path: '/', role: 'delivery' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are signed in as delivery staff' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the delivery orders' })).toHaveAttribute('href', '/delivery/orders');
  },
};

/** Issue 19 "हिन्दी": the pointer speaks Hindi too. */
export const AuditorInHindi: Story = {
  decorators: [withScreen({ path: '/', role: 'auditor' })],
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'आप ऑडिटर के तौर पर साइन इन हैं' })).toBeVisible();
    await expect(canvas.getByText('यह दुकान ग्राहकों के लिए है। आपका काम ऑडिट पेजों में है।')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ऑडिट पेजों पर जाएँ' })).toHaveAttribute('href', '/audit');
  },
};

/** Issue 19 item 10: the API does not answer an ADD on the home page: the tile goes back to ADD and says "Failed to update cart". */
export const CustomerAddFails: Story = {
  decorators: [withScreen({ path: '/', role: 'customer', location: 'Boring Road, Patna, Bihar' })],
  parameters: { msw: { handlers: [http.post('*/api/cart/add', () => HttpResponse.error()), ...createShopHandlers(catalog)] } },
  play: async ({ canvas, canvasElement }) => {
    const snacks = await canvas.findByRole('region', { name: 'Snacks & chips' }, { timeout: 10_000 });
    await userEvent.click(await within(snacks).findByRole('button', { name: 'ADD Haldiram Aloo Bhujia' }, { timeout: 10_000 }));
    const toasts = within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('Failed to update cart', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(snacks).getByRole('button', { name: 'ADD Haldiram Aloo Bhujia' })).toBeEnabled(), { timeout: 5000 });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createShopHandlers,
  createShopState,
  deliveryOrdersErrorHandlers,
  deliveryOrdersHandlers,
  deliveryOrdersLoadingHandlers,
  errorReply,
  apiUrl,
  orderFixtures,
  riderFixture,
} from '@jhatpat/api-client/testing';
import { http } from 'msw';
import { withScreen } from '../../shared/testing/screen-story';
import { DeliveryOrdersScreen } from './delivery-orders-screen';

const ONLINE_KEY = 'jhatpat.rider.online';
const goOnline = (online: boolean) => () => {
  localStorage.setItem(ONLINE_KEY, String(online));
  return () => localStorage.removeItem(ONLINE_KEY);
};

const meta = {
  title: 'Screens/Delivery/Delivery orders',
  component: DeliveryOrdersScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/delivery/orders', role: 'delivery' })],
  beforeEach: goOnline(true),
} satisfies Meta<typeof DeliveryOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rider's board over the shared fixtures, the rider being the fixtures' rider. */
const riderShop = (...first: HttpHandler[]) => {
  const state = createShopState({ currentUser: riderFixture });
  return { msw: { handlers: [...first, ...deliveryOrdersHandlers(state), ...createShopHandlers({ state })] } };
};
const slow = { timeout: 5000 };
const cards = (canvas: ReturnType<typeof within>, list: string) => within(canvas.getByRole('list', { name: list })).getAllByRole('article');
const short = (id: string) => [...Object.values(orderFixtures)].find((o) => o._id === id)?.orderNumber ?? id;

export const Loading: Story = {
  parameters: riderShop(...deliveryOrdersLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delivery Orders Page' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: riderShop(...deliveryOrdersErrorHandlers('Failed to load orders')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load orders', undefined, slow)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...deliveryOrdersHandlers(createShopState({ orders: [], currentUser: riderFixture })), ...createShopHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deliveries in hand', undefined, slow)).toBeVisible();
    await expect(canvas.getByText('No orders waiting')).toBeVisible();
  },
};

/** Offline (docs/product.md §2's label): ready orders are not offered. */
export const Offline: Story = {
  beforeEach: goOnline(false),
  parameters: riderShop(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are offline', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Ready for pickup' })).toBeNull();
  },
};

/** The rider's own orders first, then the ready ones; a COD order says what to collect. */
export const Filled: Story = {
  parameters: riderShop(),
  play: async ({ canvas }) => {
    await waitFor(() => expect(cards(canvas, 'Your deliveries')).toHaveLength(1), slow);
    await expect(cards(canvas, 'Your deliveries')[0]).toHaveAccessibleName(`Order #${short(orderFixtures.shipped._id)}`);
    // One unit is "1 item", not "1 items" (issue 19 item 14).
    await expect(cards(canvas, 'Your deliveries')[0]).toHaveTextContent(/[^\d]1 item · ₹/);
    const ready = cards(canvas, 'Ready for pickup');
    await expect(ready).toHaveLength(2);
    await expect(ready[0]).toHaveTextContent('Pay at Delivery: collect ₹122.00');
  },
};

/** Accept → picked up → delivered, the list refreshing after each step. */
export const AcceptPickUpDeliver: Story = {
  parameters: riderShop(),
  play: async ({ canvas }) => {
    const id = short(orderFixtures.codPending._id);
    await userEvent.click(await canvas.findByRole('button', { name: `Accept order #${id}` }, slow));
    await expect(await within(document.body).findByText('Order accepted', undefined, slow)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: `Picked Up order #${id}` }, slow));
    await userEvent.click(await canvas.findByRole('button', { name: `Delivered order #${id}` }, slow));
    await waitFor(() => expect(canvas.queryByRole('article', { name: `Order #${id}` })).toBeNull(), slow);
  },
};

/** The server's reason when it refuses, e.g. another rider was quicker. */
export const AcceptRefused: Story = {
  parameters: riderShop(http.put(apiUrl('/delivery/orders/:id/accept'), () => errorReply(409, 'Another rider has already accepted this order'))),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Accept order #${short(orderFixtures.codPending._id)}` }, slow));
    await expect(await within(document.body).findByText('Another rider has already accepted this order', undefined, slow)).toBeVisible();
  },
};

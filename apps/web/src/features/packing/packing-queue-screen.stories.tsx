import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createShopHandlers, packingEmptyHandlers, packingErrorHandlers, packingHandlers, packingLoadingHandlers } from '@jhatpat/api-client/testing';
import { withScreen } from '../../shared/testing/screen-story';
import { PackingQueueScreen } from './packing-queue-screen';
import type { ConnectPackingChanges } from './use-packing-changes';

/** Stories stand at the fixtures' clock and open no socket. */
const offline: ConnectPackingChanges = () => ({ close: () => undefined });

const meta = {
  title: 'Screens/Packing/Packing queue',
  component: PackingQueueScreen,
  args: { connect: offline, tick: false },
  parameters: { layout: 'fullscreen' },
  decorators: [withScreen({ path: '/packing', role: 'packer' })],
} satisfies Meta<typeof PackingQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };
const shop = (...handlers: ReturnType<typeof packingHandlers>) => ({ msw: { handlers: [...handlers, ...createShopHandlers()] } });

export const Loading: Story = {
  parameters: shop(...packingLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Packing queue' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: shop(...packingErrorHandlers('Failed to load the packing queue')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the packing queue', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: shop(...packingEmptyHandlers()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to pack', undefined, slow)).toBeVisible();
  },
};

/** Oldest first, each timed against the 8-minute promise; the oldest is already late, one is the packer's own. */
export const Filled: Story = {
  parameters: shop(...packingHandlers()),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Orders to pack' }, slow);
    const orders = within(list).getAllByRole('listitem');
    await expect(orders).toHaveLength(4);
    await expect(within(orders[0]).getByRole('timer', { name: 'Late by 1:12' })).toHaveAttribute('data-late', 'true');
    await expect(within(orders[1]).getByRole('timer', { name: '2:20 left' })).toHaveAttribute('data-late', 'false');
    await expect(within(orders[1]).getByText('You are packing this')).toBeVisible();
    await expect(within(orders[1]).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(orders[3]).getByRole('timer', { name: '7:30 left' })).toBeVisible();
    await expect(within(orders[3]).getByRole('button', { name: 'Start packing' })).toBeVisible();
  },
};

/** One late order alone: the timer in red says by how much. */
export const OneLate: Story = {
  parameters: shop(...packingHandlers()),
  play: async ({ canvas }) => {
    const late = await canvas.findByRole('timer', { name: 'Late by 1:12' }, slow);
    await expect(late).toHaveTextContent('Late 1:12');
    await expect(canvas.getAllByRole('timer').filter((timer) => timer.dataset.late === 'true')).toHaveLength(1);
  },
};

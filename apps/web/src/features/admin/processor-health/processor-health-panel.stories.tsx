import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { healthErrorHandlers, healthFixtures, healthHandlers, healthLoadingHandlers, parkedEventFixtures } from '@jhatpat/api-client/testing';
import { withScreen } from '../../../shared/testing/screen-story';
import { shop, slow } from '../../../shared/testing/story-shop';
import { ProcessorHealthPanel } from './processor-health-panel';

const meta = {
  title: 'Screens/Admin/Processor health',
  component: ProcessorHealthPanel,
  parameters: { layout: 'padded' },
  decorators: [withScreen({ path: '/admin/dashboard', role: 'admin' })],
} satisfies Meta<typeof ProcessorHealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: ReturnType<typeof within>) => canvas.findByRole('region', { name: 'Event processing' }, slow);
const rowOf = (region: HTMLElement, name: string) => within(region).getByRole('row', { name: new RegExp(`^${name}`) });

/** Every processor and the live feed keep up; nothing is parked. */
export const Healthy: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.healthy })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(within(region).getByText('Healthy')).toBeVisible();
    for (const reader of ['order-notifications:v1', 'ordering:payment-settlement', 'live feed']) {
      await expect(rowOf(region, reader)).toHaveTextContent('keeping up');
    }
    await expect(rowOf(region, 'order-notifications:v1')).toHaveTextContent('0.4 s ago');
    await expect(within(region).queryByRole('list', { name: 'What needs attention' })).toBeNull();
    const parked = within(region).getByRole('region', { name: 'Parked events' });
    await expect(await within(parked).findByText('No parked events', undefined, slow)).toBeVisible();
  },
};

/** Settlement fails on one payment and retries it (try 3 of 5): behind, with its last error. */
export const Lagging: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.lagging })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(within(region).getByText('Degraded')).toBeVisible();
    await expect(within(region).getByRole('list', { name: 'What needs attention' })).toHaveTextContent('is 6.2 s behind (14 events), failing on event');
    const settlement = rowOf(region, 'ordering:payment-settlement');
    await expect(settlement).toHaveTextContent('failing');
    await expect(settlement).toHaveTextContent('6.2 s');
    await expect(settlement).toHaveTextContent('duplicate key value violates unique constraint');
  },
};

/** A psql session idle in a transaction holds every reader back: the panel names it. */
export const HeldBack: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.heldBack })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(rowOf(region, 'order-notifications:v1')).toHaveTextContent('held back');
    await expect(rowOf(region, 'live feed')).toHaveTextContent('held back');
    const holder = within(region).getByRole('region', { name: 'Holding readers back: the oldest open transaction' });
    for (const fact of ['48213', 'psql', 'jhatpat', 'idle in transaction', '12 s']) await expect(holder).toHaveTextContent(fact);
  },
};

/** Two events the notifications gave up on; an admin retries one and it goes through. */
export const ParkedEvents: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.parked, parked: parkedEventFixtures })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(within(region).getByRole('list', { name: 'What needs attention' })).toHaveTextContent('has 2 parked events');
    const parked = await within(region).findByRole('region', { name: 'Parked events' }, slow);
    await expect(await within(parked).findByText('OrderPlaced on order-6921a3c0a1b2c3d4e5f60012', undefined, slow)).toBeVisible();
    await userEvent.click(within(parked).getByRole('button', { name: 'Retry event 12' }));
    await expect(await within(region).findByRole('status', undefined, slow)).toHaveTextContent('Event 12 (OrderPlaced) went through order-notifications:v1 and is resolved.');
    await expect(await within(region).findByText('processor order-notifications:v1 has 1 parked event', undefined, slow)).toBeVisible();
  },
};

/** The last parked event goes through: the list empties and says what happened. */
export const LastParkedEventResolved: Story = {
  parameters: shop(...healthHandlers({ report: { ...healthFixtures.parked, reasons: ['processor order-notifications:v1 has 1 parked event'], processors: healthFixtures.parked.processors.map((p) => ({ ...p, parkedEvents: p.parkedEvents && 1 })) }, parked: parkedEventFixtures.slice(1) })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await userEvent.click(await within(region).findByRole('button', { name: 'Retry event 11' }, slow));
    await expect(await within(region).findByRole('status', undefined, slow)).toHaveTextContent('Event 11 (OrderStatusChanged) went through order-notifications:v1 and is resolved.');
    await expect(await within(region).findByText('No parked events', undefined, slow)).toBeVisible();
    await expect(await within(region).findByText('Healthy', undefined, slow)).toBeVisible();
  },
};

/** The bug is not fixed yet: the retry fails again and says why. */
export const RetryFailsAgain: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.parked, parked: parkedEventFixtures, retryFails: true })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    const parked = await within(region).findByRole('region', { name: 'Parked events' }, slow);
    await userEvent.click(await within(parked).findByRole('button', { name: 'Retry event 11' }, slow));
    await expect(await within(region).findByRole('alert', undefined, slow)).toHaveTextContent('Event 11 failed again: error: value too long');
  },
};

/** On the embedded database no other transaction can hold readers back; the panel says why. */
export const EmbeddedDatabase: Story = {
  parameters: shop(
    ...healthHandlers({
      report: { ...healthFixtures.healthy, engine: 'pglite', oldestTransactionNote: 'The embedded database serves one connection at a time, so no other transaction can hold processors back.' },
    }),
  ),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    await expect(within(region).getByText(/serves one connection at a time/)).toBeVisible();
  },
};

/** `npm run rebuild` is replaying the log: which models, how far, since when; the notifications' processor reads "rebuilding". */
export const RebuildInProgress: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.rebuilding })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    const rebuild = within(region).getByRole('region', { name: 'Rebuild in progress' });
    await expect(rebuild).toHaveTextContent('Replaying the event log into new tables');
    await expect(rebuild).toHaveTextContent('payments-view, cart-view, order-view, money-ledger, notifications');
    await expect(rebuild).toHaveTextContent('4,12,000 of 10,01,088 (41 %)');
    await expect(rebuild).toHaveTextContent('1.2 s ago');
    await expect(within(rebuild).getByRole('progressbar', { name: 'Rebuild progress' })).toHaveAttribute('value', '41');
    await expect(rowOf(region, 'order-notifications:v1')).toHaveTextContent('rebuilding');
    await expect(within(region).getByText('Healthy')).toBeVisible();
  },
};

/** Two roles: the panel says the shop may only read and append to its log. */
export const LogProtectedByRoles: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.healthy })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    const protection = within(region).getByRole('region', { name: 'Event log protection' });
    await expect(protection).toHaveTextContent('Two database roles: the shop may only read and append to the event log');
    await expect(protection).toHaveTextContent('(the shop connects as jhatpat_app)');
    await expect(within(region).queryByRole('region', { name: 'Rebuild in progress' })).toBeNull();
  },
};

/** One role: only the hash chain would show a rewritten log, and the panel says what to set. */
export const LogProtectedByHashChainOnly: Story = {
  parameters: shop(...healthHandlers({ report: healthFixtures.singleRole })),
  play: async ({ canvas }) => {
    const region = await panel(canvas);
    const protection = within(region).getByRole('region', { name: 'Event log protection' });
    await expect(protection).toHaveTextContent('Hash chain only: the shop’s database role could rewrite the event log');
    await expect(protection).toHaveTextContent('DATABASE_OWNER_URL is not set');
    await expect(protection).toHaveAttribute('data-weak', 'true');
  },
};

export const Loading: Story = {
  parameters: shop(...healthLoadingHandlers()),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the event processing health' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The health cannot be read: the panel says so and offers to try again. */
export const Failed: Story = {
  parameters: shop(...healthErrorHandlers('Failed to load the event processing health')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load the event processing health', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

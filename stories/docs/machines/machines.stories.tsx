import { carouselMachine, cartMachine, checkoutMachine, locationSearchMachine, orderTrackerMachine, sessionMachine } from '@jhatpat/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { MachineDoc } from './machine-doc';

// Each machine's generated chart and tables as a story, so they run as browser tests with axe
// (the docs pages under Machines/ show the same blocks with the prose around them).

// Machines go in by render, not args: a machine's state nodes point at their parents, and args are
// serialised for the controls panel.
const meta = {
  title: 'Machines/Charts',
  decorators: [(Story) => <div style={{ maxWidth: '1000px', padding: 'var(--jp-space-4, 1rem)' }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A machine's story: its chart must be there, and its transition table must hold each of `rows`
 * (the cells of one row, left to right): the facts a reader of that machine's page looks for first.
 */
function chartStory(machine: AnyStateMachine, ...rows: string[][]): Story {
  return {
    render: () => <MachineDoc machine={machine} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('img', { name: new RegExp(`^Statechart of the ${machine.id} machine`) })).toBeVisible();
      const table = canvas.getByRole('table', { name: new RegExp(`^Transitions of the ${machine.id} machine`) });
      const shown = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      for (const cells of rows) await expect(shown).toContainEqual(cells);
    },
  };
}

export const Carousel = chartStory(
  carouselMachine,
  ['carousel', 'slide.next', 'hasNext', 'deciding', 'showNext'],
  ['playing', 'after 5000 ms (advance)', '—', 'deciding', 'showNext'],
);

export const Cart = chartStory(
  cartMachine,
  ['pulse.pulsing', 'after 300 ms (cartPulse)', '—', 'pulse.still', '—'],
  ['cart.customer.ready', 'quantity.change', 'isAcceptableChange', 'stays (actions only)', 'applyServerChange, startPulse'],
);

export const Checkout = chartStory(checkoutMachine, ['placing.sending', 'done: placeOrder', 'isCashOnDelivery', 'clearingCart', 'assign(orderId)']);

export const OrderTracker = chartStory(orderTrackerMachine, ['orderTracker', 'order.updated', 'isNewerUpdate', 'deciding', 'applyUpdate']);

export const LocationSearch = chartStory(locationSearchMachine, [
  'panel.open.debouncing',
  'after 500 ms (searchDebounce)',
  '—',
  'panel.open.searching',
  '—',
]);

export const Session = chartStory(sessionMachine, ['loggedOut', 'login.submit', 'hasCredentials', 'loggingIn', 'assign(error)']);

import { carouselMachine, cartMachine, checkoutMachine, locationSearchMachine, orderTrackerMachine, sessionMachine } from '@jhatpat/machines';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MachineDoc } from './machine-doc';
import { readStates } from './machine-model';
import { layoutChart, type Box } from './statechart-layout';

afterEach(cleanup);

const machines = [carouselMachine, cartMachine, checkoutMachine, orderTrackerMachine, locationSearchMachine, sessionMachine];
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('MachineDoc', () => {
  test('the carousel table lists slide.next guarded by hasNext, and the 5000 ms advance', () => {
    render(<MachineDoc machine={carouselMachine} />);
    const table = screen.getByRole('table', { name: /^Transitions of the carousel machine/ });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Source state', 'Event', 'Guard', 'Target', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1).map(cells);
    expect(rows).toContainEqual(['carousel', 'slide.next', 'hasNext', 'deciding', 'showNext']);
    expect(rows).toContainEqual(['playing', 'after 5000 ms (advance)', '—', 'deciding', 'showNext']);
    expect(rows).toContainEqual(['deciding', 'always (no event)', 'else', 'playing', '—']);
  });

  test('the chart is a titled picture whose description outlines the states', () => {
    render(<MachineDoc machine={carouselMachine} />);
    const chart = screen.getByRole('img', { name: /Statechart of the carousel machine/ });
    expect(chart.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(chart.querySelector('desc')?.textContent).toBe(
      'carousel starts in deciding and holds [deciding, playing (tags: playing; after 5000 ms (advance)), held, finished]',
    );
    expect(chart.querySelector('[data-state="deciding"] > [data-marker="initial"]')).not.toBeNull();
    expect(chart.querySelectorAll('[data-marker="initial"]')).toHaveLength(1);
  });

  test('final states are doubled and parallel regions dashed', () => {
    render(<MachineDoc machine={checkoutMachine} />);
    const confirmed = screen.getByRole('img').querySelector('[data-state="confirmed"]')!;
    expect(confirmed.querySelectorAll(':scope > rect')).toHaveLength(2);
    cleanup();
    render(<MachineDoc machine={cartMachine} />);
    const region = screen.getByRole('img').querySelector<SVGRectElement>('[data-state="pulse"] > rect')!;
    expect(region.style.strokeDasharray).toBe('6 4');
    expect(screen.getByRole('img').querySelector<SVGRectElement>('[data-state="pulse.still"] > rect')!.style.strokeDasharray).toBe('');
  });

  test('the cart: tags, invoked actors and what the app provides', () => {
    render(<MachineDoc machine={cartMachine} />);
    const tags = within(screen.getByRole('table', { name: 'Tags of the cart machine' })).getAllByRole('row').slice(1).map(cells);
    expect(tags).toEqual([['busy', 'cart.guest.loading, cart.merging, cart.customer.loading'], ['pulse', 'pulse.pulsing']]);
    const invoked = within(screen.getByRole('table', { name: "Actors invoked by the cart machine's states" })).getAllByRole('row').slice(1).map(cells);
    expect(invoked).toContainEqual(['cart.customer.loading', 'fetchCart', 'cart.customer.ready', 'cart.customer.ready']);
    const provided = screen.getByRole('table', { name: 'What the app passes to cartMachine.provide()' });
    expect(within(provided).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['loadGuestCart', 'fetchCart', 'saveQuantity', 'saveGuestCart', 'removeGuestCart']);
    const events = within(screen.getByRole('table', { name: 'Events the cart machine accepts' })).getAllByRole('row').map(cells);
    expect(events).toContainEqual(['pulse.start', 'the machine itself (action startPulse)', 'pulse.still, pulse.pulsing']);
  });

  test('says so instead of drawing an empty table', () => {
    render(<MachineDoc machine={carouselMachine} />);
    expect(screen.getByText('No state of the carousel machine invokes an actor.')).toBeTruthy();
    expect(screen.getByText('The carousel machine needs nothing from the app: it runs as it is.')).toBeTruthy();
  });
});

describe('layoutChart', () => {
  const inside = (box: Box): string[] =>
    box.children.flatMap((child, index) => {
      const problems: string[] = [];
      if (child.x < 0 || child.y < 0 || child.x + child.w > box.w || child.y + child.h > box.h) problems.push(`${child.state.path} leaves ${box.state.path}`);
      for (const other of box.children.slice(index + 1)) {
        const apart = child.x + child.w <= other.x || other.x + other.w <= child.x || child.y + child.h <= other.y || other.y + other.h <= child.y;
        if (!apart) problems.push(`${child.state.path} overlaps ${other.state.path}`);
      }
      return [...problems, ...inside(child)];
    });

  test.each(machines.map((machine) => [machine.id, machine] as const))('%s: every box inside its parent, none overlapping', (_, machine) => {
    const root = layoutChart(readStates(machine));
    expect(inside(root)).toEqual([]);
    expect(root.w).toBeLessThanOrEqual(960);
  });

  test('a narrower page wraps children into more rows', () => {
    const wide = layoutChart(readStates(checkoutMachine));
    const narrow = layoutChart(readStates(checkoutMachine), 480);
    expect(narrow.h).toBeGreaterThan(wide.h);
    expect(inside(narrow)).toEqual([]);
  });
});

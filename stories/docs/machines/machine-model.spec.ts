import { carouselMachine, cartMachine, checkoutMachine, locationSearchMachine, orderTrackerMachine, sessionMachine } from '@jhatpat/machines';
import { assign, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, test } from 'vitest';
import { readEvents, readInvocations, readProvidedParts, readTags } from './machine-facts';
import { readStates, readTransitions, type TransitionRow } from './machine-model';

const row = (rows: TransitionRow[], source: string, trigger: string, guard: string | null = null) =>
  rows.find((r) => r.source === source && r.trigger === trigger && r.guard === guard);

describe('readTransitions', () => {
  test('the carousel: guarded slide moves on every state, and the 5000 ms advance from playing', () => {
    const rows = readTransitions(carouselMachine);
    expect(row(rows, 'carousel', 'slide.next', 'hasNext')).toMatchObject({ kind: 'event', targets: ['deciding'], actions: ['showNext'] });
    expect(row(rows, 'carousel', 'pointer.enter')).toMatchObject({ actions: ['assign(hovered)'] });
    expect(row(rows, 'playing', 'after 5000 ms (advance)')).toMatchObject({ kind: 'after', targets: ['deciding'], actions: ['showNext'] });
    // The eventless choice in `deciding`, in the order XState tries it; the last branch is the fallback.
    expect(rows.filter((r) => r.source === 'deciding').map((r) => [r.kind, r.guard, r.targets[0]])).toEqual([
      ['always', 'isHeld', 'held'],
      ['always', 'isOnLastSlide', 'finished'],
      ['always', 'else', 'playing'],
    ]);
  });

  test('follows the machine it is given: a provided delay changes the row', () => {
    const rows = readTransitions(carouselMachine.provide({ delays: { advance: 7000 } }));
    expect(row(rows, 'playing', 'after 7000 ms (advance)')).toBeDefined();
    expect(row(rows, 'playing', 'after 5000 ms (advance)')).toBeUndefined();
  });

  test('invoke outcomes are named by the actor, with their guarded branches', () => {
    const rows = readTransitions(checkoutMachine);
    expect(row(rows, 'placing.sending', 'done: placeOrder', 'isCashOnDelivery')?.targets).toEqual(['clearingCart']);
    expect(row(rows, 'placing.sending', 'done: placeOrder', 'else')?.actions).toEqual(['assign(orderId, paymentUrl)', 'emit (…)']);
    expect(row(rows, 'placing.sending', 'error: placeOrder', 'needsLogin')?.targets).toEqual(['loginRequired']);
  });

  test('the cart: spawned saves, the 300 ms pulse and its re-entering restart', () => {
    const rows = readTransitions(cartMachine);
    expect(row(rows, 'cart.customer', 'done: saveQuantity.*', 'isSaveOfOurs')).toMatchObject({ kind: 'done', targets: [], actions: ['settleSave'] });
    expect(row(rows, 'pulse.pulsing', 'after 300 ms (cartPulse)')?.targets).toEqual(['pulse.still']);
    expect(row(rows, 'pulse.pulsing', 'pulse.start')).toMatchObject({ targets: ['pulse.pulsing'], reenter: true });
  });

  test('location search: the 500 ms debounce, and a timer with a plain number', () => {
    expect(row(readTransitions(locationSearchMachine), 'panel.open.debouncing', 'after 500 ms (searchDebounce)')?.targets).toEqual(['panel.open.searching']);
    const blink = setup({}).createMachine({ id: 'blink', initial: 'on', states: { on: { after: { 250: 'off' } }, off: {} } });
    expect(row(readTransitions(blink), 'on', 'after 250 ms')?.targets).toEqual(['off']);
  });
});

describe('readStates', () => {
  test('types, initial states, tags, invokes, timers and entry actions, without the timer plumbing', () => {
    const root = readStates(checkoutMachine);
    const byKey = Object.fromEntries(root.children.map((s) => [s.key, s]));
    expect(root).toMatchObject({ path: 'checkout', type: 'compound', isInitial: false });
    expect(byKey.loadingAddresses).toMatchObject({ isInitial: true, tags: ['busy'], invokes: ['loadAddresses'] });
    expect(byKey.loginRequired).toMatchObject({ type: 'final', entry: ['emit login.required'] });
    expect(byKey.placing!.children.map((s) => [s.key, s.isInitial])).toEqual([['deciding', true], ['keying', false], ['sending', false]]);
    const playing = readStates(carouselMachine).children.find((s) => s.key === 'playing')!;
    expect(playing).toMatchObject({ timers: ['after 5000 ms (advance)'], entry: [], exit: [] });
  });

  test('parallel regions are all active, so none is marked initial', () => {
    const root = readStates(cartMachine);
    expect(root.type).toBe('parallel');
    expect(root.children.map((s) => [s.key, s.isInitial])).toEqual([['cart', false], ['pulse', false]]);
  });
});

describe('machine facts', () => {
  test('invocations list onDone and onError targets, and an unhandled error as none', () => {
    const keying = readInvocations(checkoutMachine).find((i) => i.src === 'createIdempotencyKey');
    expect(keying).toEqual({ source: 'placing.keying', src: 'createIdempotencyKey', onDone: ['placing.sending'], onError: [] });
    expect(readInvocations(checkoutMachine).find((i) => i.src === 'placeOrder')?.onError).toEqual(['loginRequired [needsLogin]', 'payment [else]']);
  });

  test('what the app provides: every declared actor, and the plain-function side effects only', () => {
    expect(readProvidedParts(cartMachine)).toEqual([
      { kind: 'actor', name: 'loadGuestCart', usedIn: ['cart.guest.loading'] },
      { kind: 'actor', name: 'fetchCart', usedIn: ['cart.customer.loading'] },
      { kind: 'actor', name: 'saveQuantity', usedIn: ['cart.merging.pushing', 'cart.customer (spawned)'] },
      { kind: 'action', name: 'saveGuestCart', usedIn: ['cart.guest.ready on quantity.change'] },
      { kind: 'action', name: 'removeGuestCart', usedIn: ['cart.merging.next on always (no event)'] },
    ]);
    expect(readProvidedParts(sessionMachine).map((p) => p.name)).toEqual(['logIn', 'storeSession', 'endServerSession', 'clearStorage']);
    expect(readProvidedParts(carouselMachine)).toEqual([]);
  });

  test('tags with their states, and events with who sends them', () => {
    expect(readTags(orderTrackerMachine)).toEqual([{ tag: 'counting', states: ['counting'] }]);
    expect(readTags(cartMachine).find((t) => t.tag === 'busy')?.states).toEqual(['cart.guest.loading', 'cart.merging', 'cart.customer.loading']);
    const events = readEvents(cartMachine);
    expect(events.find((e) => e.event === 'pulse.start')?.raisedBy).toBe('startPulse');
    // Heard while loading or merging too: held there and applied once the cart is ready (cart.machine.ts).
    expect(events.find((e) => e.event === 'quantity.change')).toEqual({
      event: 'quantity.change',
      acceptedIn: ['cart.guest.loading', 'cart.guest.ready', 'cart.merging', 'cart.customer.loading', 'cart.customer.ready'],
      raisedBy: null,
    });
  });

  test('an inline guard and an inline plain action still get a label', () => {
    const machine: AnyStateMachine = setup({}).createMachine({
      id: 'door',
      context: { opened: 0 },
      initial: 'shut',
      states: { shut: { on: { push: { guard: () => true, target: 'open', actions: [assign({ opened: 1 }), () => {}] } } }, open: {} },
    });
    expect(row(readTransitions(machine), 'shut', 'push', 'inline guard')?.actions).toEqual(['assign(opened)', 'inline action']);
  });
});

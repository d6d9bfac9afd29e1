import type { AnyStateMachine, AnyStateNode } from 'xstate';

// Short human labels for the parts of an XState 5 machine that the docs pages show. They read the
// machine objects themselves (v5 keeps action and guard creators as functions carrying their
// arguments as properties), so a renamed guard or a changed assignment shows up on the next build.

type Props = Record<string, unknown>;
const props = (value: unknown): Props => (value !== null && (typeof value === 'object' || typeof value === 'function') ? (value as Props) : {});
const typeOfEvent = (event: unknown): string | null => (typeof props(event).type === 'string' ? (props(event).type as string) : null);

/** A state's place in the machine, e.g. `placing.sending`; the root is the machine's id. */
export const statePath = (node: AnyStateNode): string => (node.path.length ? node.path.join('.') : node.machine.id);

/** The name of a guard: its implementation name, a built-in such as `not(isHeld)`, or `inline guard`. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const p = props(guard);
  if (Array.isArray(p.guards)) return `${String(p.name ?? 'guard')}(${p.guards.map((g) => guardLabel(g)).join(', ')})`;
  if (typeof p.type === 'string' && typeof guard === 'object') return p.type;
  return 'inline guard';
}

const builtIn: Record<string, (p: Props) => string> = {
  'xstate.assign': (p) => (typeof p.assignment === 'object' && p.assignment ? `assign(${Object.keys(p.assignment).join(', ')})` : 'assign(…)'),
  'xstate.raise': (p) => `raise ${typeOfEvent(p.event) ?? '(…)'}`,
  'xstate.emit': (p) => `emit ${typeOfEvent(p.event) ?? '(…)'}`,
  'xstate.sendTo': (p) => `sendTo ${typeOfEvent(p.event) ?? '(…)'}`,
  'xstate.enqueueActions': () => 'enqueueActions(…)',
  'xstate.spawnChild': (p) => `spawn ${typeof p.src === 'string' ? p.src : 'actor'}`,
  'xstate.stopChild': () => 'stop child',
  'xstate.cancel': () => 'cancel',
  'xstate.log': () => 'log',
};

/** The name of an action: its implementation name, or what an inline built-in does (`assign(hovered)`). */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  const p = props(action);
  const type = typeof p.type === 'string' ? p.type : null;
  if (type && typeof action === 'object') return type; // { type: 'storeSession', params }
  if (type && builtIn[type]) return builtIn[type](p);
  return type ?? 'inline action';
}

/**
 * The scheduling raise that XState adds to a state's entry for each `after` (and its cancel on exit)
 * is machinery, not behaviour the page should list.
 */
export function isTimerPlumbing(action: unknown): boolean {
  const p = props(action);
  const id = p.type === 'xstate.raise' ? p.id : p.type === 'xstate.cancel' ? p.sendId : null;
  return typeof id === 'string' && id.startsWith('xstate.after.');
}

/** Milliseconds of an `after` delay: a number, or a named delay of the machine's implementations. */
export function delayMs(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'string') return null;
  const named = (machine.implementations.delays as Props)[delay];
  return typeof named === 'number' ? named : null;
}

export function delayLabel(machine: AnyStateMachine, delay: unknown): string {
  const ms = delayMs(machine, delay);
  const name = typeof delay === 'string' ? ` (${delay})` : '';
  return ms === null ? `after a computed delay${name}` : `after ${ms} ms${name}`;
}

/**
 * Actions the machine declares as plain functions: side effects that the app replaces with
 * `.provide({ actions })` (storage writes and the like). Built-ins (assign, raise…) carry a type.
 */
export function providedActionNames(machine: AnyStateMachine): string[] {
  const actions = machine.implementations.actions as Props;
  return Object.keys(actions).filter((name) => typeof actions[name] === 'function' && typeof props(actions[name]).type !== 'string');
}

/** Events raised by the machine's own named actions (so the UI does not send them). */
export function raisedEvents(machine: AnyStateMachine): Map<string, string> {
  const raised = new Map<string, string>();
  for (const [name, action] of Object.entries(machine.implementations.actions as Props)) {
    const p = props(action);
    const event = p.type === 'xstate.raise' ? typeOfEvent(p.event) : null;
    if (event) raised.set(event, name);
  }
  return raised;
}

import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionLabel, delayLabel, guardLabel, isTimerPlumbing, statePath } from './machine-labels';

// What the docs pages show of a machine, read from `machine.root` (XState 5's state node tree)
// rather than written by hand, so a page can never describe a machine that no longer exists.

export interface StateSummary {
  id: string;
  key: string;
  path: string;
  type: AnyStateNode['type'];
  /** The state its parent enters first (false for the root). */
  isInitial: boolean;
  tags: string[];
  entry: string[];
  exit: string[];
  /** Sources of the actors it invokes while active. */
  invokes: string[];
  /** Its `after` delays, e.g. `after 5000 ms (advance)`. */
  timers: string[];
  children: StateSummary[];
}

export type TriggerKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface TransitionRow {
  source: string;
  kind: TriggerKind;
  /** The event as the page names it: `slide.next`, `after 5000 ms (advance)`, `done: placeOrder`. */
  trigger: string;
  /** The guard's name, `else` for the fallback of a guarded choice, or null. */
  guard: string | null;
  /** Target state paths; empty when the transition only runs actions. */
  targets: string[];
  actions: string[];
  reenter: boolean;
}

const childNodes = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];
const srcOf = (src: unknown): string => (typeof src === 'string' ? src : 'inline actor');

export function readStates(machine: AnyStateMachine): StateSummary {
  const summarise = (node: AnyStateNode, isInitial: boolean): StateSummary => {
    const initialIds = node.type === 'compound' ? node.initial.target.map((t) => t.id) : [];
    return {
      id: node.id,
      key: node.key,
      path: statePath(node),
      type: node.type,
      isInitial,
      tags: [...node.tags],
      entry: node.entry.filter((a) => !isTimerPlumbing(a)).map(actionLabel),
      exit: node.exit.filter((a) => !isTimerPlumbing(a)).map(actionLabel),
      invokes: node.invoke.map((i) => srcOf(i.src)),
      timers: node.after.map((a) => delayLabel(machine, a.delay)),
      children: childNodes(node).map((child) => summarise(child, initialIds.includes(child.id))),
    };
  };
  // The root is the machine itself, not a state any parent enters.
  return summarise(machine.root, false);
}

/** Every state node, parents before children, in the machine's document order. */
export function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...childNodes(node).flatMap(walk)];
  return walk(machine.root);
}

function triggerOf(machine: AnyStateMachine, node: AnyStateNode, eventType: string): { kind: TriggerKind; trigger: string } {
  const timer = node.after.find((a) => a.eventType === eventType);
  if (timer) return { kind: 'after', trigger: delayLabel(machine, timer.delay) };
  for (const invoke of node.invoke) {
    if (eventType === `xstate.done.actor.${invoke.id}`) return { kind: 'done', trigger: `done: ${srcOf(invoke.src)}` };
    if (eventType === `xstate.error.actor.${invoke.id}`) return { kind: 'error', trigger: `error: ${srcOf(invoke.src)}` };
  }
  // Children spawned by actions report back under their own ids (e.g. the cart's saveQuantity.*).
  const spawned = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (spawned) return { kind: spawned[1] as 'done' | 'error', trigger: `${spawned[1]}: ${spawned[2]}` };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', trigger: 'done: child states final' };
  return { kind: 'event', trigger: eventType };
}

type Definition = AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never;

function rowsOf(source: string, kind: TriggerKind, trigger: string, definitions: readonly Definition[]): TransitionRow[] {
  return definitions.map((definition, index) => ({
    source,
    kind,
    trigger,
    // An unguarded branch after guarded ones is taken only when they all fail.
    guard: guardLabel(definition.guard) ?? (definitions.slice(0, index).some((d) => d.guard) ? 'else' : null),
    targets: (definition.target ?? []).map(statePath),
    actions: definition.actions.map(actionLabel),
    reenter: Boolean(definition.reenter),
  }));
}

/** The transition table: one row per transition branch, in the order XState tries them. */
export function readTransitions(machine: AnyStateMachine): TransitionRow[] {
  return allNodes(machine).flatMap((node) => {
    const source = statePath(node);
    const always = rowsOf(source, 'always', 'always (no event)', node.always ?? []);
    const on = [...node.transitions].flatMap(([eventType, definitions]) => {
      const { kind, trigger } = triggerOf(machine, node, eventType);
      return rowsOf(source, kind, trigger, definitions);
    });
    return [...always, ...on];
  });
}

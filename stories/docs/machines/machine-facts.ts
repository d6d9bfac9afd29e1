import type { AnyStateMachine } from 'xstate';
import { providedActionNames, raisedEvents, statePath } from './machine-labels';
import { allNodes, readTransitions, type TransitionRow } from './machine-model';

// The summaries beside the transition table: what a machine invokes, what the app must provide,
// which tags its states carry and which events it accepts. All read from the machine itself.

export interface InvokeRow {
  source: string;
  src: string;
  /** Where each branch of onDone / onError goes, e.g. `clearingCart [isCashOnDelivery]`. */
  onDone: string[];
  onError: string[];
}

export interface ProvidedPart {
  kind: 'actor' | 'action';
  name: string;
  /** States that invoke the actor, or that run the action on a transition or on entry/exit. */
  usedIn: string[];
}

export interface TagRow {
  tag: string;
  states: string[];
}

export interface EventRow {
  event: string;
  acceptedIn: string[];
  /** The machine's own action that raises it, when the UI does not send it. */
  raisedBy: string | null;
}

const unique = <T,>(items: T[]): T[] => [...new Set(items)];
const branch = (row: TransitionRow) => `${row.targets.join(', ') || '(stays)'}${row.guard ? ` [${row.guard}]` : ''}`;

export function readInvocations(machine: AnyStateMachine): InvokeRow[] {
  const rows = readTransitions(machine);
  return allNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => {
      const src = typeof invoke.src === 'string' ? invoke.src : 'inline actor';
      const of = (kind: 'done' | 'error') => rows.filter((r) => r.source === statePath(node) && r.kind === kind && r.trigger === `${kind}: ${src}`).map(branch);
      return { source: statePath(node), src, onDone: of('done'), onError: of('error') };
    }),
  );
}

/** What `.provide()` must replace: every declared actor, and the side-effect actions declared as plain functions. */
export function readProvidedParts(machine: AnyStateMachine): ProvidedPart[] {
  const invocations = readInvocations(machine);
  const rows = readTransitions(machine);
  const nodes = allNodes(machine);
  const actors = Object.keys(machine.implementations.actors).map((name) => ({
    kind: 'actor' as const,
    name,
    usedIn: unique([
      ...invocations.filter((i) => i.src === name).map((i) => i.source),
      // Spawned by an action; the state that hears back from the children is where they live.
      ...rows.filter((r) => r.kind === 'done' && r.trigger.startsWith(`done: ${name}.`)).map((r) => `${r.source} (spawned)`),
    ]),
  }));
  const actions = providedActionNames(machine).map((name) => ({
    kind: 'action' as const,
    name,
    usedIn: unique([
      ...rows.filter((r) => r.actions.includes(name)).map((r) => `${r.source} on ${r.trigger}`),
      ...nodes.filter((n) => [...n.entry, ...n.exit].includes(name)).map(statePath),
    ]),
  }));
  return [...actors, ...actions];
}

export function readTags(machine: AnyStateMachine): TagRow[] {
  const byTag = new Map<string, string[]>();
  for (const node of allNodes(machine)) for (const tag of node.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), statePath(node)]);
  return [...byTag].map(([tag, states]) => ({ tag, states }));
}

/** Events named in transitions (not XState's own done/after events), with the states that take them. */
export function readEvents(machine: AnyStateMachine): EventRow[] {
  const raised = raisedEvents(machine);
  const byEvent = new Map<string, string[]>();
  for (const row of readTransitions(machine).filter((r) => r.kind === 'event')) {
    byEvent.set(row.trigger, unique([...(byEvent.get(row.trigger) ?? []), row.source]));
  }
  return [...byEvent].map(([event, acceptedIn]) => ({ event, acceptedIn, raisedBy: raised.get(event) ?? null }));
}

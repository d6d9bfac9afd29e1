import type { AnyStateMachine } from 'xstate';
import { EventTable, InvocationTable, ProvidedTable, TagTable } from './machine-fact-tables';
import { Statechart } from './statechart';
import { TransitionTable } from './transition-table';

/** Everything generated about one machine, in the order its docs page reads: chart, transitions, facts. */
export function MachineDoc({ machine }: { machine: AnyStateMachine }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--jp-space-6, 1.5rem)', fontFamily: 'var(--jp-font-family, sans-serif)', color: 'var(--jp-color-text, #1c1c1c)' }}>
      <Statechart machine={machine} />
      <TransitionTable machine={machine} />
      <InvocationTable machine={machine} />
      <EventTable machine={machine} />
      <TagTable machine={machine} />
      <ProvidedTable machine={machine} />
    </div>
  );
}

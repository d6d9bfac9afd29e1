import type { AnyStateMachine } from 'xstate';
import { Code, Codes, DocTable } from './doc-table';
import { readTransitions, type TransitionRow } from './machine-model';

// Source state → event → guard → target, actions: the machine's whole behaviour, one branch a row,
// in the order XState tries them. Root-level rows (source = the machine's id) apply in every state.

const target = (row: TransitionRow) =>
  row.targets.length ? (
    <>
      <Codes items={row.targets} />
      {row.reenter ? ' (re-entered)' : null}
    </>
  ) : (
    'stays (actions only)'
  );

export function TransitionTable({ machine }: { machine: AnyStateMachine }) {
  const rows = readTransitions(machine).map((row) => [
    <Code key="source">{row.source}</Code>,
    <Code key="trigger">{row.trigger}</Code>,
    row.guard ? <Code key="guard">{row.guard}</Code> : '—',
    target(row),
    <Codes key="actions" items={row.actions} />,
  ]);
  return (
    <DocTable
      caption={`Transitions of the ${machine.id} machine (source ${machine.id} = in every state)`}
      headers={['Source state', 'Event', 'Guard', 'Target', 'Actions']}
      rows={rows}
      empty={`The ${machine.id} machine has no transitions.`}
    />
  );
}

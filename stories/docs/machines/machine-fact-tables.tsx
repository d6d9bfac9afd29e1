import type { AnyStateMachine } from 'xstate';
import { Code, Codes, DocTable } from './doc-table';
import { readEvents, readInvocations, readProvidedParts, readTags } from './machine-facts';

// The smaller tables of a machine's page: invoked actors, what the app provides, tags and events.

export function InvocationTable({ machine }: { machine: AnyStateMachine }) {
  const rows = readInvocations(machine).map((row) => [
    <Code key="source">{row.source}</Code>,
    <Code key="src">{row.src}</Code>,
    <Codes key="done" items={row.onDone} />,
    <Codes key="error" items={row.onError} none="— (unhandled)" />,
  ]);
  return (
    <DocTable
      caption={`Actors invoked by the ${machine.id} machine's states`}
      headers={['State', 'Actor (src)', 'onDone →', 'onError →']}
      rows={rows}
      empty={`No state of the ${machine.id} machine invokes an actor.`}
    />
  );
}

export function ProvidedTable({ machine }: { machine: AnyStateMachine }) {
  const rows = readProvidedParts(machine).map((part) => [
    <Code key="name">{part.name}</Code>,
    part.kind === 'actor' ? 'actor (actors: { … })' : 'action (actions: { … })',
    <Codes key="used" items={part.usedIn} none="spawned or run by another action" />,
  ]);
  return (
    <DocTable
      caption={`What the app passes to ${machine.id}Machine.provide()`}
      headers={['Name', 'Kind', 'Used in']}
      rows={rows}
      empty={`The ${machine.id} machine needs nothing from the app: it runs as it is.`}
    />
  );
}

export function TagTable({ machine }: { machine: AnyStateMachine }) {
  const rows = readTags(machine).map((row) => [<Code key="tag">{row.tag}</Code>, <Codes key="states" items={row.states} />]);
  return <DocTable caption={`Tags of the ${machine.id} machine`} headers={['Tag', 'On states']} rows={rows} empty={`The ${machine.id} machine has no tags.`} />;
}

export function EventTable({ machine }: { machine: AnyStateMachine }) {
  const rows = readEvents(machine).map((row) => [
    <Code key="event">{row.event}</Code>,
    row.raisedBy ? <>the machine itself (action <Code>{row.raisedBy}</Code>)</> : 'the UI or the app',
    <Codes key="states" items={row.acceptedIn} />,
  ]);
  return (
    <DocTable
      caption={`Events the ${machine.id} machine accepts`}
      headers={['Event', 'Sent by', 'Handled in']}
      rows={rows}
      empty={`The ${machine.id} machine accepts no events.`}
    />
  );
}

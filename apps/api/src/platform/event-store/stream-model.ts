import type { NewEvent, RecordedEvent } from './event.types.js';

/** A stream's state folded from its events with a pure evolve: the same one for commands and audits. */
export interface StreamModel<State> {
  initialState(): State;
  evolve(state: State, event: RecordedEvent): State;
}

export function foldStream<State>(model: StreamModel<State>, events: readonly RecordedEvent[]): State {
  return events.reduce((state, event) => model.evolve(state, event), model.initialState());
}

/** Decides what happened from the current state; throws a domain error to refuse. */
export type Decide<State> = (state: State, version: number) => readonly NewEvent[];

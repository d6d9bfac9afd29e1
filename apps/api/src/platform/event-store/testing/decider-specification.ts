import { expect } from '@jest/globals';

/**
 * Given events, when a command, then events or a refusal: a decider's rules read as Emmett's
 * DeciderSpecification does, and run in microseconds (no database, no app).
 */
export function deciderSpecification<State, Event>(initialState: () => State, evolve: (state: State, event: Event) => State) {
  return {
    given(...events: Event[]) {
      const state = events.reduce(evolve, initialState());
      return {
        when(decide: (state: State) => readonly Event[]) {
          const run = () => decide(state);
          return {
            then: (...expected: Event[]) => expect(run()).toEqual(expected),
            thenNothingHappens: () => expect(run()).toEqual([]),
            thenRefuses: (error: Error | RegExp | string) => expect(run).toThrow(error),
          };
        },
      };
    },
  };
}

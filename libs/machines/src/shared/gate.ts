import { fromPromise } from 'xstate';

// Test-only: a fake async actor whose every call waits until the test opens or breaks it,
// so model-based tests can turn abstract events ("order.placed") into real actor outcomes.
export function gate<TOutput, TInput = unknown>() {
  const waiting: { input: TInput; resolve: (output: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const calls: TInput[] = [];
  return {
    calls,
    logic: fromPromise<TOutput, TInput>(({ input }) => {
      calls.push(input);
      return new Promise<TOutput>((resolve, reject) => waiting.push({ input, resolve, reject }));
    }),
    open(output: TOutput) {
      waiting.shift()!.resolve(output);
      return settle();
    },
    /** Answers the oldest call from its own input (a fake server echoing what it was sent). */
    answer(reply: (input: TInput) => TOutput) {
      const call = waiting.shift()!;
      call.resolve(reply(call.input));
      return settle();
    },
    break(error: unknown) {
      waiting.shift()!.reject(error);
      return settle();
    },
    get pending() {
      return waiting.length;
    },
  };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

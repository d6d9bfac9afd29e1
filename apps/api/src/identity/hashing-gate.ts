/** `first`: this task goes ahead of every ordinary one still waiting (behind earlier `first` ones). */
export type GatedRun = <T>(task: () => Promise<T>, options?: { first?: boolean }) => Promise<T>;

/**
 * At most `max` tasks at once; the rest wait their turn in arrival order, `first` ones before the
 * others. A finishing task hands its place straight to the next in line, so the count never drops
 * below what is queued.
 */
export function concurrencyGate(max: number): GatedRun {
  let running = 0;
  const ahead: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  return async (task, { first = false } = {}) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => (first ? ahead : waiting).push(resolve));
    try {
      return await task();
    } finally {
      const next = ahead.shift() ?? waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

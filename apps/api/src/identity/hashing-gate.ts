/**
 * At most `max` tasks at once; the rest wait their turn in arrival order. A finishing task hands its
 * place straight to the next in line, so the count never drops below what is queued.
 */
export function concurrencyGate(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

import PQueue from 'p-queue';

/** `first`: this task goes ahead of every ordinary one still waiting (behind earlier `first` ones). */
export type GatedRun = <T>(task: () => Promise<T>, options?: { first?: boolean }) => Promise<T>;

/**
 * At most `max` tasks at once (p-queue); the rest wait their turn in arrival order, `first` ones
 * before the others (a higher priority, first-in first-out among equals).
 */
export function concurrencyGate(max: number): GatedRun {
  const queue = new PQueue({ concurrency: max });
  return (task, { first = false } = {}) => queue.add(task, { priority: first ? 1 : 0 });
}

/** Every product some watcher on the page shows, each once, in the order first asked for. */
export function watchListOf(watchers: ReadonlyMap<string, readonly string[]>): string[] {
  return [...new Set([...watchers.values()].flat())];
}

export interface RebuildArgs {
  /** Read models by name, as the rebuild's report prints them; none means all. */
  only: string[];
  batchSize?: number;
  /**
   * `--fills N`: SQL fills side by side, each a PostgreSQL backend at full speed (default 1, which leaves a
   * core to the shop serving beside it; 2 or more for a quicker rebuild on a machine with cores to spare:
   * docs/decisions.md#rebuild-set-based).
   */
  fillsAtOnce?: number;
  /** `--replay-in-node`: every model through its TypeScript fold, none in SQL (to compare the two: bench/rebuild). */
  replayInNode: boolean;
}

const USAGE = 'usage: npm run rebuild [-- --only <read model>[,<read model>…]] [--batch-size <events>] [--fills <1-8>] [--replay-in-node]';

/** `--only a --only b`, `--only a,b`; a mistake is thrown as a one-line reason. */
export function parseRebuildArgs(argv: readonly string[]): RebuildArgs {
  const args: RebuildArgs = { only: [], replayInNode: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--replay-in-node') {
      args.replayInNode = true;
      continue;
    }
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = inline ?? argv[i + 1];
    if (flag !== '--only' && flag !== '--batch-size' && flag !== '--fills') throw new Error(`unknown argument ${argv[i]}: ${USAGE}`);
    if (value === undefined || value.startsWith('--') || value === '') throw new Error(`${flag} needs a value: ${USAGE}`);
    if (inline === undefined) i++;
    if (flag === '--only') args.only.push(...value.split(',').map((name) => name.trim()).filter((name) => name !== ''));
    else if (flag === '--fills') {
      const fills = Number(value);
      if (!Number.isInteger(fills) || fills < 1 || fills > 8) throw new Error(`--fills takes a whole number from 1 to 8, not ${value}`);
      args.fillsAtOnce = fills;
    } else {
      const size = Number(value);
      if (!Number.isInteger(size) || size < 1 || size > 100_000) throw new Error(`--batch-size takes a whole number of events from 1 to 100000, not ${value}`);
      args.batchSize = size;
    }
  }
  return args;
}

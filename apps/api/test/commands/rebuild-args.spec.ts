// `npm run rebuild`'s arguments: `--replay-in-node` takes every model through its TypeScript fold (to
// compare with the SQL folds, docs/decisions.md#rebuild-set-based); the rest as before.
import { parseRebuildArgs } from '../../src/cli/rebuild-args.js';

describe('npm run rebuild arguments', () => {
  it('replays set-based unless --replay-in-node is given', () => {
    expect(parseRebuildArgs([])).toEqual({ only: [], replayInNode: false });
    expect(parseRebuildArgs(['--replay-in-node', '--only', 'order-view,money-ledger', '--batch-size=500'])).toEqual({
      only: ['order-view', 'money-ledger'],
      batchSize: 500,
      replayInNode: true,
    });
  });

  it('still refuses what it does not know, naming the new flag in its usage', () => {
    expect(() => parseRebuildArgs(['--in-node'])).toThrow('unknown argument --in-node: usage: npm run rebuild [-- --only <read model>[,<read model>…]] [--batch-size <events>] [--fills <1-8>] [--replay-in-node]');
  });

  it('takes how many SQL fills run side by side, from 1 to 8', () => {
    expect(parseRebuildArgs(['--fills', '1'])).toEqual({ only: [], fillsAtOnce: 1, replayInNode: false });
    expect(parseRebuildArgs(['--fills=8']).fillsAtOnce).toBe(8);
    for (const wrong of ['0', '9', '1.5', 'two']) expect(() => parseRebuildArgs(['--fills', wrong])).toThrow(`--fills takes a whole number from 1 to 8, not ${wrong}`);
  });
});

// `npm run rebuild [-- --only <model>…] [--batch-size <events>] [--replay-in-node]`: replays the event log into shadow
// copies of the read models while the shop serves, swaps them in, with a progress bar, then says
// whether each rebuilt table equals what was live.
import { openShopContext, runTool } from './open-shop-context.js';
import { createProgressBar } from './progress-bar.js';
import { rebuildCommand } from './rebuild-command.js';
import { parseRebuildArgs } from './rebuild-args.js';

runTool(async () => {
  const args = parseRebuildArgs(process.argv.slice(2));
  const shop = await openShopContext('read-write');
  try {
    await rebuildCommand(shop, console.log, createProgressBar('rebuild'), args.only, { batchSize: args.batchSize, fillsAtOnce: args.fillsAtOnce, setBased: !args.replayInNode });
  } finally {
    await shop.close();
  }
});

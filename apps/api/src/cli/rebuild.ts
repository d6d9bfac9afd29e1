// `npm run rebuild`: empties every inline read model and replays the whole event log into it, with a
// progress bar, then says whether each rebuilt table equals what was there before.
import { openShopContext, runTool } from './open-shop-context.js';
import { createProgressBar } from './progress-bar.js';
import { rebuildCommand } from './rebuild-command.js';

runTool(async () => {
  const shop = await openShopContext('read-write');
  try {
    await rebuildCommand(shop, console.log, createProgressBar('rebuild'));
  } finally {
    await shop.close();
  }
});

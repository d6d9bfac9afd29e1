// `npm run audit -- order <id> [--at <ISO time>]`, `npm run audit -- stream <streamId> [--at …]`,
// `npm run audit -- money [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]`.
import { parseArgs } from 'node:util';
import { auditCommand } from './audit-command.js';
import { moneyCommand } from './money-command.js';
import { openShopContext, runTool } from './open-shop-context.js';

runTool(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { at: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, csv: { type: 'boolean' } },
  });
  const shop = await openShopContext();
  try {
    if (positionals[0] === 'money') await moneyCommand(shop, { from: values.from, to: values.to, csv: values.csv }, console.log);
    else await auditCommand(shop, { kind: positionals[0], id: positionals[1], at: values.at }, console.log);
  } finally {
    await shop.close();
  }
});

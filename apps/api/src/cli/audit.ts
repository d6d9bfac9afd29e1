// `npm run audit -- order <id> [--at <ISO time>]` or `npm run audit -- stream <streamId> [--at …]`.
import { parseArgs } from 'node:util';
import { auditCommand } from './audit-command.js';
import { openShopContext, runTool } from './open-shop-context.js';

runTool(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { at: { type: 'string' } } });
  const shop = await openShopContext();
  try {
    await auditCommand(shop, { kind: positionals[0], id: positionals[1], at: values.at }, console.log);
  } finally {
    await shop.close();
  }
});

// `npm run audit -- order <id> [--at <ISO time>]`, `… stream <streamId> [--at …]`, `… money [--from] [--to] [--csv]`
// or `… verify [--expect <anchor>]` (the hash chains, docs/decisions.md#tamper-evidence):
// reads the log read-only (never migrates, cannot write, needs no signing secret).
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../platform/database/data-dir-lock.js';
import { parseAuditRequest } from './audit-command.js';
import { openShopContext, runTool } from './open-shop-context.js';

runTool(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { at: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, csv: { type: 'boolean' }, expect: { type: 'string' } },
  });
  const request = parseAuditRequest({ kind: positionals[0], id: positionals[1], at: values.at, from: values.from, to: values.to, csv: values.csv, expect: values.expect });
  const shop = await openShopContext('read-only').catch((error: unknown) => {
    throw error instanceof DataDirInUseError ? new Error(readFromTheRunningShop(error)) : error;
  });
  try {
    await request.run(shop, console.log);
  } finally {
    await shop.close();
  }
});

/** The embedded database is one process's: while the shop holds it, its API serves the same audit. */
function readFromTheRunningShop(error: DataDirInUseError): string {
  const holder = error.ownerPid ? `the running shop (pid ${error.ownerPid})` : 'another Jhatpat process';
  return (
    `the data directory ${error.dataDir} is in use by ${holder}, and the embedded database admits one process. ` +
    'Read the audit from the running shop\'s API with an auditor account (GET /api/audit/orders/<orderId>?at=<ISO time>, ' +
    'GET /api/audit/streams/<streamId>/events; see /api/docs), or stop the shop and run this again'
  );
}

import type { INestApplicationContext } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import { formatRupees } from '@jhatpat/domain';
import { moneyReport, moneyReportCsv } from '../audit/index.js';

/** `npm run audit -- money`: the money report of GET /api/audit/money, as a table or CSV (the days already checked). */
export async function moneyCommand(shop: INestApplicationContext, args: { from: string; to: string; csv?: boolean }, print: (line: string) => void): Promise<void> {
  const report = await moneyReport(shop.get(Sql), args.from, args.to);
  if (args.csv) {
    print(moneyReportCsv(report).trimEnd());
    return;
  }
  const cell = (paise: number) => formatRupees(paise).padStart(14);
  print(`Money from ${report.from} to ${report.to} (IST days)`);
  print(`${'day'.padEnd(10)} ${'captured'.padStart(14)} ${'refunded'.padStart(14)} ${'cash'.padStart(14)} ${'outstanding'.padStart(14)}`);
  for (const d of report.days) print(`${d.day} ${cell(d.capturedPaise)} ${cell(d.refundedPaise)} ${cell(d.codCollectedPaise)} ${cell(d.outstandingPaise)}`);
  const t = report.totals;
  print(`${'total'.padEnd(10)} ${cell(t.capturedPaise)} ${cell(t.refundedPaise)} ${cell(t.codCollectedPaise)} ${cell(t.outstandingPaise)}`);
  if (report.exceptions.length === 0) {
    print('No exceptions: every delivered or cancelled order holds what it should.');
    return;
  }
  print(`${report.exceptions.length} exception(s):`);
  for (const e of report.exceptions) {
    print(`  ${e.orderId} ${e.status} ${e.paymentMethod}: ${e.reason}; holds ${formatRupees(e.netPaise)}, should hold ${formatRupees(e.expectedPaise)} (bill ${formatRupees(e.grandTotalPaise)})`);
  }
}

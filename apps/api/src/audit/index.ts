export { AuditModule } from './audit.module.js';
export { checkReportRange, moneyReport, moneyReportCsv, type MoneyReport } from './money/money-report.js';
export { orderIdOf } from './order-by-number.js';
export { paymentStreamsOfOrder } from './order-payment-streams.js';
export { ANCHOR_PATTERN, type ChainReport, verifyChains } from './verify-chains/verify-chains.js';

import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { createApp } from './create-app.js';
import { demoAccounts, SMS_SENDER, type SmsSender, UserDirectory } from './identity/index.js';
import { PAYMENT_SETTINGS, type ResolvedPaymentSettings } from './payments/index.js';
import { loadConfig } from './load-config.js';
import { ConfigError, type PaymentProviderChoice, type SmsProviderChoice } from './platform/config/app-config.js';
import { DataDirInUseError } from './platform/database/data-dir-lock.js';
import { Database } from './platform/database/database.js';

async function main(): Promise<void> {
  // A local .env (see .env.example) fills in what the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const logger = new Logger('jhatpat');
  const payments = app.get<symbol, ResolvedPaymentSettings>(PAYMENT_SETTINGS).provider;
  const sms: SmsProviderChoice = app.get<symbol, SmsSender | null>(SMS_SENDER)?.provider ?? 'none';
  logger.log({ msg: 'shop open', url: `http://localhost:${port}`, engine: config.database.engine, payments, sms, demoData: config.seedDemoData });
  const admins = await app.get(UserDirectory).adminCount();
  printWelcome(`http://localhost:${port}`, { withDemoAccounts: config.seedDemoData, withStorybook: Boolean(config.storybookDir), payments, sms, admins });
  // One warning, at start: a shop that could rewrite its own log (docs/decisions.md#tamper-evidence). /api/health says it too.
  const { protection } = app.get(Database);
  if (protection.roles === 'single') logger.warn({ msg: 'event log not guarded by database roles', note: protection.note });
  if (!config.webDistDir) logger.warn({ msg: 'web app not built: run "npm run build" to serve it at /' });
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(`jhatpat: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

const paymentLines: Record<PaymentProviderChoice, string> = {
  razorpay: 'Payments: Razorpay, and cash on delivery.',
  sandbox: 'Payments: the SANDBOX (no money moves; anyone with a payment page link can mark it paid), and cash on delivery.',
  none: 'Payments: cash on delivery only (set the RAZORPAY_* keys for online payments, or PAYMENT_PROVIDER=sandbox to try them).',
};

const smsLines: Record<SmsProviderChoice, (url: string) => string> = {
  msg91: () => 'Login by OTP: codes sent by SMS through MSG91.',
  sandbox: (url) => `Login by OTP: the SMS SANDBOX (no SMS is sent; codes are in this log and at ${url}/dev/otp).`,
  none: () => 'Login by OTP: off (set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID to send codes by SMS, or SMS_PROVIDER=sandbox to try it).',
};

/** A person starting the shop by hand wants the address, how it takes money, and how to sign in, not only JSON logs. */
function printWelcome(
  url: string,
  { withDemoAccounts, withStorybook, payments, sms, admins }: { withDemoAccounts: boolean; withStorybook: boolean; payments: PaymentProviderChoice; sms: SmsProviderChoice; admins: number },
): void {
  const lines = [``, `  Jhatpat is open at ${url}`, `  API docs: ${url}/api/docs`];
  if (withStorybook) lines.push(`  Design workbench (Storybook): ${url}/storybook/`);
  lines.push(`  ${paymentLines[payments]}`, `  ${smsLines[sms](url)}`);
  if (withDemoAccounts) {
    lines.push(``, `  Demo accounts (phone / password), seeded once into this database:`);
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(9)} ${account.phone} / ${account.password}`);
  } else if (admins === 0) {
    lines.push(``, `  No admin account yet: npm run user:create -- --role admin --phone <10 digits> --name <name> --password <password>`);
  }
  process.stderr.write(`${lines.join('\n')}\n\n`);
}

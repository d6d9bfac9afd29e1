import { randomBytes } from 'node:crypto';
import { type AppConfig, chooseLogFormat, loadDatabaseSettings } from '../platform/config/app-config.js';

/**
 * The shop's settings as a command-line tool needs them: where the database is, and nothing that only
 * a serving shop needs. A tool signs no login token and checks no webhook, so it neither asks for
 * JWT_SECRET and PAYMENT_WEBHOOK_SECRET nor writes generated ones into DATA_DIR: the modules that are
 * built with a key get a random one that dies with the process. Logs: warnings and errors only.
 */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { dataDir, database } = loadDatabaseSettings(env);
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database,
    webDistDir: null,
    storybookDir: null,
    logLevel: 'warn',
    logFormat: chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    seedDemoData: false,
    jwtSecret: unusedKey(),
    payments: { webhookSecret: unusedKey() },
  };
}

const unusedKey = () => randomBytes(48).toString('base64url');

import { randomBytes } from 'node:crypto';
import { type AppConfig, chooseLogFormat, type DatabaseSettings, loadDatabaseSettings } from '../platform/config/app-config.js';
import type { DatabaseAccess } from '../platform/database/database.js';

/**
 * The shop's settings as a command-line tool needs them: where the database is, and nothing that only
 * a serving shop needs. A tool signs no login token and checks no webhook, so it neither asks for
 * JWT_SECRET and PAYMENT_WEBHOOK_SECRET nor writes generated ones into DATA_DIR: the modules that are
 * built with a key get a random one that dies with the process. Logs: warnings and errors only.
 * A tool that writes (`rebuild`: it creates, empties and renames read-model tables) connects as the
 * owner when DATABASE_OWNER_URL is set; the read-only audits as the shop's own role (DATABASE_URL).
 */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env, access: DatabaseAccess = 'read-only'): AppConfig {
  const { dataDir, database } = loadDatabaseSettings(env);
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: access === 'read-write' ? asOwner(database) : database,
    webDistDir: null,
    storybookDir: null,
    logLevel: 'warn',
    logFormat: chooseLogFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    seedDemoData: false,
    jwtSecret: unusedKey(),
    payments: { webhookSecret: unusedKey() },
    // A rebuild and the audits decrypt personal fields with the shop's own key (never a new one).
    ...(env.PERSONAL_DATA_KEY?.trim() ? { personalDataKey: env.PERSONAL_DATA_KEY.trim() } : {}),
    personalDataKeyReadOnly: true,
  };
}

const unusedKey = () => randomBytes(48).toString('base64url');

/** The owner's connection in place of the shop's, when there is one. */
function asOwner(database: DatabaseSettings): DatabaseSettings {
  return database.engine === 'postgres' && database.ownerUrl ? { ...database, asOwner: true } : database;
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/create-app.js';
import type { AppConfig, DatabaseSettings } from '../../src/platform/config/app-config.js';
import { eventually } from '../platform/processor-health/eventually.js';
import { createMigratedTestDatabase, createSeededTestDatabase, personalDataKeyOf, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  database: TestDatabase;
  config: AppConfig;
  /** fetch() against the running app; `path` starts with "/". */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A test app's settings on `database`: a free loopback port, quiet logs, no demo data. */
export function testAppConfig(database: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    database: database.settings,
    webDistDir: null,
    logLevel: 'error',
    seedDemoData: false,
    // On PostgreSQL a deployment is given its key (loadConfig requires it); the tools are given the same one.
    ...(database.settings.engine === 'postgres' ? { personalDataKey: personalDataKeyOf(database) } : {}),
    ...overrides,
  };
}

/**
 * Starts the real app on a free loopback port with a database of its own: a copy of the run's seeded
 * template when it asks for the demo data (the app finds it seeded and seeds nothing), else of the
 * migrated one.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = (overrides.seedDemoData && (await createSeededTestDatabase(seedTemplate))) || (await createMigratedTestDatabase());
  const config = testAppConfig(database, overrides);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const baseUrl = await app.getUrl();
  return {
    app,
    baseUrl,
    database,
    config,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Seeds the database of the run's seeded template as a seeded test app would, with its processors caught up. */
async function seedTemplate(settings: DatabaseSettings, dataDir: string): Promise<void> {
  const app = await createApp(testAppConfig({ settings, dataDir, drop: async () => {} }, { seedDemoData: true }));
  await app.listen(0, '127.0.0.1');
  try {
    await processorsCaughtUp(await app.getUrl());
  } finally {
    await app.close();
  }
}

/** Waits until /api/health shows every processor and the live feed with no event left to read. */
async function processorsCaughtUp(baseUrl: string): Promise<void> {
  await eventually(
    async () => {
      const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { processors: { lag: { events: number } }[]; liveFeed: { lag: { events: number } } };
      return health.processors.every((processor) => processor.lag.events === 0) && health.liveFeed.lag.events === 0;
    },
    { everyMs: 50 },
  );
}

/** The JSON body of a response, typed loosely on purpose: the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonOf = (response: Response): Promise<any> => response.json();

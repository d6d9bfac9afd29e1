import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/create-app.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import { createMigratedTestDatabase, personalDataKeyOf, type TestDatabase } from './test-database.js';

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

/** Starts the real app on a free loopback port with a database of its own. */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createMigratedTestDatabase();
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

/** The JSON body of a response, typed loosely on purpose: the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonOf = (response: Response): Promise<any> => response.json();

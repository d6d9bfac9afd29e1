import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../platform/config/app-config.js';
import { createJsonLogger } from '../platform/logging/json-logger.js';

/** The shop's modules without the HTTP server, for command-line tools; same settings as `npm start`. */
export async function openShopContext(): Promise<INestApplicationContext> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = { ...loadConfig(), seedDemoData: false, logLevel: 'warn' as const };
  // abortOnError off: a failure to open (a data directory in use, a database down) reaches runTool,
  // which says it in one line, instead of Nest exiting the process with a logged stack.
  return NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: createJsonLogger('warn'), abortOnError: false });
}

/** Runs a tool and exits: 0 on success, 1 with a one-line reason on a mistake the user can fix. */
export function runTool(tool: () => Promise<void>): void {
  tool().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`jhatpat: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

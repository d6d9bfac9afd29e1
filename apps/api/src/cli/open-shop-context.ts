import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DatabaseAccess } from '../platform/database/database.js';
import { createAppLogger } from '../platform/logging/app-logger.js';
import { loadToolConfig } from './tool-config.js';
import { ToolsModule } from './tools.module.js';

/**
 * The shop's event store and the contexts that write it, without the HTTP server or any background
 * work, for command-line tools: 'read-only' for the audits (never migrates, cannot write),
 * 'read-write' for the rebuild (migrates like `npm start`). Same database settings as the shop.
 */
export async function openShopContext(access: DatabaseAccess): Promise<INestApplicationContext> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadToolConfig(process.env, access);
  // A failure to open (a data directory in use, no schema, a database down) reaches runTool, which
  // says it in one line: abortOnError off, so Nest does not exit with a stack, and no logger while
  // opening, so Nest does not log the same failure again as JSON.
  const shop = await NestFactory.createApplicationContext(ToolsModule.forRoot(config, access), { logger: false, abortOnError: false });
  shop.useLogger(createAppLogger(config.logLevel, config.logFormat ?? 'json'));
  return shop;
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

import { ConsoleLogger } from '@nestjs/common';
import { type LogLevel, logLevels } from '../config/app-config.js';

/** Structured logs: one JSON object per line on stdout, ready for any log shipper. */
export function createJsonLogger(level: LogLevel): ConsoleLogger {
  const enabled = logLevels.slice(0, logLevels.indexOf(level) + 1);
  return new ConsoleLogger({ json: true, logLevels: [...enabled], colors: false });
}

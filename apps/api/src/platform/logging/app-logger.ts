import { ConsoleLogger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { type LogFormat, type LogLevel, logLevels } from '../config/app-config.js';

// Nest's own start-up chatter: a line per module initialised and per route mapped, some 150 lines on
// this shop. It says nothing an operator acts on, so it is logged at debug, where someone looking for
// a route still finds it (LOG_LEVEL=debug).
const START_UP_CHATTER = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The shop's logs on stdout: JSON lines, one object per entry, for any log shipper ('json'), or one
 * readable line per entry for a person at a terminal ('pretty': `shop open url=… engine=pglite`).
 * LOG_FORMAT chooses, by default from whether stdout is a terminal (chooseLogFormat).
 */
export function createAppLogger(level: LogLevel, format: LogFormat, { colors = Boolean(process.stdout.isTTY) } = {}): ConsoleLogger {
  const enabled = [...logLevels.slice(0, logLevels.indexOf(level) + 1)];
  if (format === 'json') return new AppLogger({ json: true, logLevels: enabled, colors: false });
  return new AppLogger({ prefix: 'jhatpat', logLevels: enabled, colors, compact: true, breakLength: Infinity });
}

class AppLogger extends ConsoleLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_CHATTER.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }

  // The shop logs objects such as { msg: 'shop open', url, engine }: on a terminal, the message first,
  // then its fields as key=value, on the entry's one line.
  protected override stringifyMessage(message: unknown, logLevel: NestLogLevel): string {
    if (this.options.json || !isEntry(message)) return super.stringifyMessage(message, logLevel);
    const { msg, ...fields } = message;
    const pairs = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' && /^\S+$/.test(value) ? value : JSON.stringify(value)}`);
    return this.colorize([msg, ...pairs].join(' '), logLevel);
  }
}

function isEntry(message: unknown): message is { msg: string } & Record<string, unknown> {
  return typeof message === 'object' && message !== null && !Array.isArray(message) && typeof (message as { msg?: unknown }).msg === 'string';
}

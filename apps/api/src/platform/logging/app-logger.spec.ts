import { jest } from '@jest/globals';
import { chooseLogFormat, ConfigError } from '../config/app-config.js';
import { createAppLogger } from './app-logger.js';

describe('chooseLogFormat', () => {
  it('writes JSON lines when stdout is piped (docker, CI, a log shipper) and readable lines on a terminal', () => {
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat('', true)).toBe('pretty');
  });

  it('lets LOG_FORMAT override either way', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('refuses another LOG_FORMAT with the choices', () => {
    expect(() => chooseLogFormat('xml', false)).toThrow(ConfigError);
    expect(() => chooseLogFormat('xml', false)).toThrow('LOG_FORMAT must be one of json, pretty, got "xml"');
  });
});

describe('createAppLogger', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const entry = { msg: 'shop open', url: 'http://localhost:3000', engine: 'pglite', note: 'two words' };

  it("'json' writes each entry as one JSON object on one line", () => {
    createAppLogger('log', 'json').log(entry, 'jhatpat');
    expect(written).toHaveLength(1);
    expect(written[0].trimEnd()).not.toContain('\n');
    expect(JSON.parse(written[0])).toMatchObject({ level: 'log', context: 'jhatpat', message: entry });
  });

  it("'pretty' writes each entry as one readable line: the message, then its fields as key=value", () => {
    createAppLogger('log', 'pretty', { colors: false }).log(entry, 'jhatpat');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\[jhatpat\] \d+ +- .* +LOG \[jhatpat\] shop open url=http:\/\/localhost:3000 engine=pglite note="two words"\n$/);
  });

  it.each(['json', 'pretty'] as const)("'%s' keeps Nest's module and route start-up lines for LOG_LEVEL=debug", (format) => {
    const chatter: [string, string][] = [
      ['AppModule dependencies initialized', 'InstanceLoader'],
      ['CartController {/api/cart}:', 'RoutesResolver'],
      ['Mapped {/api/cart, GET} route', 'RouterExplorer'],
      ['Starting Nest application...', 'NestFactory'],
      ['Nest application successfully started', 'NestApplication'],
    ];
    const atDefault = createAppLogger('log', format, { colors: false });
    for (const [message, context] of chatter) atDefault.log(message, context);
    expect(written).toEqual([]);

    const atDebug = createAppLogger('debug', format, { colors: false });
    for (const [message, context] of chatter) atDebug.log(message, context);
    expect(written).toHaveLength(chatter.length);
    expect(written.join('')).toContain('Mapped {/api/cart, GET} route');
  });

  it("logs the shop's own entries at their level, and only from that level up", () => {
    const logger = createAppLogger('warn', 'json');
    logger.log({ msg: 'demo catalog seeded' }, 'catalog');
    logger.warn({ msg: 'web app not built' }, 'jhatpat');
    expect(written.map((line) => JSON.parse(line).level)).toEqual(['warn']);
  });
});

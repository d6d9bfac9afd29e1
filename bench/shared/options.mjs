import { parseArgs } from 'node:util';

/**
 * The bench's numeric command-line options (`--login-connections 8`), each with its default:
 * `benchOptions({ seconds: 10, 'login-connections': 8 })` gives `{ seconds, loginConnections }`.
 */
export function benchOptions(defaults) {
  const { values } = parseArgs({ options: Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: 'string', default: String(value) }])) });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number, got "${value}"`);
      return [name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()), number];
    }),
  );
}

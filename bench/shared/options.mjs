import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The bench's command-line options (`--login-connections 8`), each with its default:
 * `benchOptions({ seconds: 10, 'login-connections': 8 })` gives `{ seconds, loginConnections }`. A default
 * that is a number asks for a number (0 or more); one that is text takes the text as given.
 * `--help` prints the options with their defaults and ends the process; an unknown option, a missing
 * value or a value that is not a number is refused the same way, with what was wrong, and exit code 2
 * (a user's mistake, not a crash: no stack trace). `checks` holds a text option's own rule: a function of
 * its value giving what is wrong with it, or null.
 */
export function benchOptions(defaults, checks = {}) {
  const usage = usageOf(defaults);
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        ...Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: 'string', default: String(value) }])),
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    refuse(error.message, usage);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  delete values.help;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const key = name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
      if (typeof defaults[name] !== 'number') {
        const wrong = checks[name]?.(value);
        if (wrong) refuse(wrong, usage);
        return [key, value];
      }
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number) || number < 0) refuse(`--${name} must be a number, 0 or more; got "${value}"`, usage);
      return [key, number];
    }),
  );
}

/** How the bench was started (`npm run bench:cart --`, or `node bench/cart/run.mjs`) and every option with its default. */
function usageOf(defaults) {
  const command = process.env.npm_lifecycle_event?.startsWith('bench:')
    ? `npm run ${process.env.npm_lifecycle_event} --`
    : `node ${path.relative(process.cwd(), process.argv[1] ?? '') || process.argv[1]}`;
  const options = Object.entries(defaults).map(([name, value]) => `[--${name} ${value}]`);
  return `Usage: ${command} ${options.join(' ')}\n(each option shown with its default; bench/README.md says what the figures measure)`;
}

function refuse(message, usage) {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

/** A command line as the CLI reads it: positionals, `--flag`, `--name value` and `--name=value`. */
export interface Args {
  readonly positionals: readonly string[];
  readonly options: ReadonlyMap<string, string | true>;
}

/** Options that never take a value, so `--json 4` keeps `4` as a positional. */
const FLAGS = new Set(['json', 'help']);

export function parseArgs(argv: readonly string[]): Args {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 2) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const name = arg.slice(2);
    const next = argv[i + 1];
    if (FLAGS.has(name) || next === undefined || next.startsWith('--')) {
      options.set(name, true);
    } else {
      options.set(name, next);
      i++;
    }
  }
  return { positionals, options };
}

/** `--size 4` → 4, `--shift false` → false, anything else stays text; the game's schema judges it. */
export function coerceParam(value: string | true): unknown {
  if (value === true || value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}
